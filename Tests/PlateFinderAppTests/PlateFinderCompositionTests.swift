import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct PlateFinderCompositionTests {
    @Test func userAgent_namesProductVersionAndHomePage() {
        let expected = "PlateFinder/0.1.0 (+https://github.com/platefinder/platefinder)"

        #expect(PlateFinderComposition.userAgent == expected)
    }

    @Test func makeContainer_keepsFavouritesAndHistory_inTheConfiguredFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let configuration = try makeConfiguration(store: folder.file("nested/store.sqlite"))

        let first = try services(configuration)
        try await first.favorites.add(.complete("PBX1234"))
        let before = Date()
        let report = await first.lookUp(.complete("ABC1234"))
        let second = try services(configuration)

        let history = try await second.history.load().rows
        #expect(report.ant == .failed(LookupFailure(.ant, .unreachable)))
        #expect(try await second.favorites.load().rows == [Plate("PBX1234")])
        #expect(history.map(\.plate.value) == ["ABC1234"])
        #expect(history.first?.lastFailure == .unreachable)
        let recorded = try #require(history.first?.searchDate)
        // Stamped by the system clock during the search; the file keeps seconds as a double,
        // so allow for rounding on the way through it.
        #expect(recorded.timeIntervalSince(before) > -0.001)
        #expect(recorded.timeIntervalSinceNow < 0.001)
    }

    @Test func makeContainer_refusesFile_thatIsNotAPlateFinderDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let path = folder.file("notes.txt")
        try Data("not a database, just notes\n".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notAPlateFinderDatabase) {
            try PlateFinderComposition.makeContainer(
                configuration: try makeConfiguration(store: path))
        }
    }

    /// The lookup keeps its answers where the history, the saved answers and the due list
    /// read them: one store file for every use case.
    @Test func makeContainer_buildsEveryUseCase_overOneStore() async throws {
        let portal = try LoopbackHTTPServer()
        portal.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
        portal.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        let sri = try LoopbackHTTPServer()
        sri.enqueue(ScriptedHTTPResponse(statusCode: 404))
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let configuration = try AppConfiguration.resolve(
            endpoint: portal.baseURL.absoluteString, sriEndpoint: sri.baseURL.absoluteString,
            timeout: "5", store: folder.file("store.sqlite"), environment: [:])
        let services = try PlateFinderComposition.makeUseCases(configuration: configuration)
        let fleet = services.fleet

        let report = await services.lookUp(.complete("ABC1234"))
        let history = try await services.history.load().rows
        let saved = try await fleet.savedAnswers.list().rows
        let due = try await fleet.due(plates: [Plate("ABC1234")]).rows

        #expect(report.ant.answer != nil)
        #expect(history.map(\.plate) == [Plate("ABC1234")])
        #expect(history.first?.car == report.ant.answer)
        #expect(Set(saved.map(\.kind)) == [.vehicle, .registration, .fines])
        #expect(due.allSatisfy { $0.plate == Plate("ABC1234") })
        #expect(!due.isEmpty)
        // The due list read the saved answers: nothing more was asked.
        #expect(portal.requests.count == 2)
        #expect(sri.requests.count == 1)
    }

    /// Every store of one process shares one connection: the file is opened, checked and
    /// migrated once, whatever number of stores use it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func makeContainer_opensTheStoreFileOnce_forHistoryFavouritesAndTasks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let path = folder.file("store.sqlite")

        let container = try PlateFinderComposition.makeContainer(
            configuration: try makeConfiguration(store: path))
        try await container.resolve((any FavoritesStore).self).insertFavorite(Plate("PBX1234"))
        try await container.resolve((any TaskRepository).self).create(TaskFactory.make())
        let history = try await container.resolve((any CarStore).self).retrieve().rows

        let files = try openDescriptors(of: path)
        // Each connection reads the file's write-ahead log through a descriptor of its own.
        let logs = try openDescriptors(of: path + "-wal")
        withExtendedLifetime(container) {}
        #expect(history.isEmpty)
        #expect(files == 1)
        #expect(logs == 1)
    }

    // MARK: - Helpers

    private func services(_ configuration: AppConfiguration) throws -> PlateFinderUseCases {
        try PlateFinderComposition.makeUseCases(configuration: configuration)
    }

    /// How many of this process's descriptors are open on the file at `path`, by the names
    /// `/proc/self/fd` gives them.
    private func openDescriptors(of path: String) throws -> Int {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        return names.filter { name in
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            // Other tests open and close descriptors meanwhile: one gone by now is skipped.
            let length = readlink("/proc/self/fd/" + name, &buffer, buffer.count - 1)
            guard length > 0 else { return false }
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                == target
        }.count
    }

    private func makeConfiguration(
        store: String = "/nonexistent/store.sqlite"
    ) throws
        -> AppConfiguration
    {
        // A port nothing listens on, for both hosts: a loader that asks reaches no one.
        try AppConfiguration.resolve(
            endpoint: "http://127.0.0.1:9", sriEndpoint: "http://127.0.0.1:9", timeout: "1",
            store: store, environment: [:])
    }
}
