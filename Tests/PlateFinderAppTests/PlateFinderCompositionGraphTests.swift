import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The composition root resolves its whole graph for every configuration a person can
/// give, so a missing registration fails here, never on the path that first needs it. (A
/// store it may only read is built the same way; the end-to-end tests run commands on one.)
struct PlateFinderCompositionGraphTests {
    /// A configuration the root is built for.
    enum Setting: String, CaseIterable, Sendable {
        /// Nothing given: the public portals, the store in the data folder.
        case defaults
        /// Both endpoints and a timeout given.
        case endpointsGiven
        /// The language given.
        case spanish
    }

    @Test(arguments: Setting.allCases)
    func makeContainer_resolvesEveryRegistration(_ setting: Setting) throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }

        let sut = try PlateFinderComposition.makeContainer(
            configuration: try configuration(setting, folder))

        try sut.resolveAll()
        _ = try sut.resolve(PlateFinderUseCases.self)
    }

    private func configuration(
        _ setting: Setting, _ folder: TemporaryFolder
    ) throws -> AppConfiguration {
        let store = folder.file("data/store.sqlite")
        switch setting {
        case .defaults:
            return try AppConfiguration.resolve(environment: ["PLATEFINDER_STORE": store])
        case .endpointsGiven:
            // A port nothing listens on: nothing is asked, and no one could answer.
            return try AppConfiguration.resolve(
                endpoint: "http://127.0.0.1:9", sriEndpoint: "http://127.0.0.1:9",
                timeout: "1", store: store, environment: [:])
        case .spanish:
            return try AppConfiguration.resolve(
                language: .spanish, store: store, environment: ["PLATEFINDER_STORE": store])
        }
    }
}
