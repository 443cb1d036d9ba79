import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The composition root gives a later front end everything a batch, the saved answers and
/// the due list need, over the one store file.
struct FleetCompositionTests {
    @Test func fleetServices_batchAgainstThePortal_keepingTheAnswerInTheStoreFile() async throws {
        try await withTemporaryFolder { folder in
            let portal = try LoopbackHTTPServer()
            portal.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
            let container = try makeContainer(folder: folder, endpoint: portal.baseURL)
            let fleet = try container.resolve(PlateFinderUseCases.self).fleet
            let feed = BatchFeed(plates: ["ABC1234"])
            let log = BatchEventLog<Int>()

            let summary = await fleet.batch(
                { await feed.next() }, options: BatchOptions(sources: [.ant], maximumAge: .zero),
                deliver: log.record)

            #expect(summary.found == 1)
            let listed = try await fleet.savedAnswers.list().rows
            #expect(listed.map(\.plate) == [Plate("ABC1234")])
            #expect(listed.map(\.kind) == [.vehicle])
            #expect(try await container.resolve((any CarStore).self).retrieve().rows.isEmpty)
        }
    }

    @Test func fleetServices_listWhatFallsDue_fromTheStoresSavedAnswers() async throws {
        try await withTemporaryFolder { folder in
            let container = try makeContainer(folder: folder, endpoint: nil)
            let now = Date(timeIntervalSince1970: 1_796_000_000)
            try await container.resolve((any RegistrationStore).self).saveRegistration(
                SavedRegistration(
                    plate: Plate("PBX1234"),
                    registration: DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2024),
                    fetchedAt: now))
            let fleet = try container.resolve(PlateFinderUseCases.self).fleet

            let items = try await fleet.due(plates: [Plate("PBX1234")]).rows
            let calendar = fleet.calendar(for: items, messages: Messages(language: .english))

            #expect(items.first?.isOverdue == true)
            #expect(try ICSReader(calendar).todos.count == items.count)
        }
    }

    // MARK: - Helpers

    private func makeContainer(folder: TemporaryFolder, endpoint: URL?) throws -> DIContainer {
        // A port nothing listens on unless a portal is given, for the SRI too: no one else
        // is reached.
        let configuration = try AppConfiguration.resolve(
            endpoint: endpoint?.absoluteString ?? "http://127.0.0.1:9",
            sriEndpoint: "http://127.0.0.1:9", timeout: "5", store: folder.file("store.sqlite"),
            environment: [:])
        return try PlateFinderComposition.makeContainer(configuration: configuration)
    }
}
