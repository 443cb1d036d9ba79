import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct PlateFinderCompositionTests {
    @Test func userAgent_namesProductVersionAndHomePage() {
        let expected = "PlateFinder/0.1.0 (+https://github.com/platefinder/platefinder)"

        #expect(PlateFinderComposition.userAgent == expected)
    }

    @Test func makeCarInfoLoader_refusesIncompletePlate_withoutAsking() async throws {
        let sut = PlateFinderComposition.makeCarInfoLoader(configuration: try makeConfiguration())

        await #expect(throws: CarInfoError.invalidPlateFormat) {
            try await sut.loadCar(for: Plate("PBX12"))
        }
    }

    @Test func makeServices_keepsFavouritesAndHistory_inTheConfiguredFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let configuration = try makeConfiguration(store: folder.file("nested/store.sqlite"))

        let first = try PlateFinderComposition.makeServices(configuration: configuration)
        try await first.favorites.add(Plate("PBX1234"))
        let before = Date()
        await #expect(throws: CarSearchError.lookup(.networkError)) {
            try await first.search.search(Plate("ABC1234"))
        }
        let second = try PlateFinderComposition.makeServices(configuration: configuration)

        let history = try await second.history.load()
        #expect(try await second.favorites.load() == [Plate("PBX1234")])
        #expect(history.map(\.plate.value) == ["ABC1234"])
        let recorded = try #require(history.first?.searchDate)
        // Stamped by the system clock during the search; the file keeps seconds as a double,
        // so allow for rounding on the way through it.
        #expect(recorded.timeIntervalSince(before) > -0.001)
        #expect(recorded.timeIntervalSinceNow < 0.001)
    }

    @Test func makeServices_refusesFile_thatIsNotAPlateFinderDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let path = folder.file("notes.txt")
        try Data("not a database, just notes\n".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notAPlateFinderDatabase) {
            try PlateFinderComposition.makeServices(
                configuration: try makeConfiguration(store: path))
        }
    }

    // MARK: - Helpers

    private func makeConfiguration(
        store: String = "/nonexistent/store.sqlite"
    ) throws
        -> AppConfiguration
    {
        // A port nothing listens on: were a loader to ask, it could reach no one.
        try AppConfiguration.resolve(
            endpoint: "http://127.0.0.1:9", timeout: "1", store: store, environment: [:])
    }
}
