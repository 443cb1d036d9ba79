import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct TaskServicesCompositionTests {
    @Test func makeContainer_keepsTasks_inTheHistoryFile() async throws {
        let folder = try TemporaryFolder()
        let configuration = try makeConfiguration(store: folder.file("store.sqlite"))
        let services = try PlateFinderComposition.makeUseCases(configuration: configuration)
        try await services.favorites.add(.complete("PBX1234"))

        let created = try await makeSUT(configuration).tasks.create(title: "Renew SOAT")
        let reopened = try makeSUT(configuration)

        #expect(try await reopened.tasks.list(.all).rows == [created])
        #expect(try await services.favorites.load().rows == [Plate("PBX1234")])
        #expect(try folder.names().filter { !$0.hasPrefix("store.sqlite") }.isEmpty)
    }

    @Test(arguments: [
        (Language.english, "Registration PBX1234"), (.spanish, "Matrícula PBX1234"),
    ])
    func makeContainer_wordsReminders_inConfiguredLanguage(
        language: Language, title: String
    ) async throws {
        let folder = try TemporaryFolder()
        let configuration = try makeConfiguration(
            store: folder.file("store.sqlite"), language: language)

        let reminders = try await makeSUT(configuration).reminders(
            for: VehicleReports.report(ant: VehicleReports.asked(VehicleReports.car)))

        #expect(reminders.created.map(\.title.value) == [title])
        #expect(reminders.created.first?.dueDate?.day == TaskFactory.day(2027, 5, 1))
    }

    @Test func calendar_holdsEveryTask_pendingAndDone_stampedByClock() async throws {
        let folder = try TemporaryFolder()
        let sut = try makeSUT(try makeConfiguration(store: folder.file("store.sqlite")))
        let done = try await sut.tasks.create(title: "Done one")
        _ = try await sut.tasks.setDone(done.id, true)
        _ = try await sut.tasks.create(title: "Pending one")

        let calendar = try await sut.calendar()

        #expect(calendar.taskCount == 2)
        #expect(calendar.text.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(calendar.text.contains("PRODID:-//PlateFinder//PlateFinder 0.1.0//EN\r\n"))
        #expect(calendar.text.contains("DTSTAMP:20261129T120000Z\r\n"))
        #expect(calendar.text.contains("STATUS:COMPLETED\r\n"))
        #expect(calendar.text.contains("STATUS:NEEDS-ACTION\r\n"))
    }

    @Test func makeContainer_refusesFile_thatIsNotAPlateFinderDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.txt")
        try Data("just notes\n".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notAPlateFinderDatabase) {
            try makeSUT(try makeConfiguration(store: path))
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ configuration: AppConfiguration) throws -> TaskServices {
        try PlateFinderComposition.makeUseCases(
            configuration: configuration, clock: TaskFactory.clock()
        ).tasks
    }

    private func makeConfiguration(
        store: String, language: Language = .english
    ) throws -> AppConfiguration {
        try AppConfiguration.resolve(
            endpoint: "http://127.0.0.1:9", sriEndpoint: "http://127.0.0.1:9", timeout: "1",
            language: language, store: store, environment: [:])
    }
}
