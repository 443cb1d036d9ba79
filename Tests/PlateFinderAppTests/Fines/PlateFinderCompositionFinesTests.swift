import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines as the composition root wires them: over the portal the configuration names,
/// sharing the vehicle lookup's page, saved in the store's file.
@Suite struct PlateFinderCompositionFinesTests {
    @Test func makeContainer_readsTheFinesFromTheVehiclesPage_andSavesThemInTheFile()
        async throws
    {
        let server = try LoopbackHTTPServer()
        server.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
        server.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let configuration = try AppConfiguration.resolve(
            endpoint: server.baseURL.absoluteString, timeout: "5",
            store: folder.file("store.sqlite"), environment: [:])
        let sut = try PlateFinderComposition.makeContainer(configuration: configuration)

        _ = try await sut.require(PlateFinderServices.self).search.search(.complete("ABC1234"))
        let fines = try await sut.require(LookUpFines.self)(.complete("ABC1234"))
        let reopened = try PlateFinderComposition.makeContainer(configuration: configuration)
        let saved = try await reopened.require((any FinesStore).self)
            .savedFines(for: Plate("ABC1234"))

        #expect(fines.report.pending?.total == Money(cents: 23_030))
        #expect(server.requests.count == 2)
        #expect(saved?.report == fines.report)
    }
}
