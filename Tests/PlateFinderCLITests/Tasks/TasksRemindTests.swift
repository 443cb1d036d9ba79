import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct TasksRemindTests {
    @Test func tasksRemind_usesSavedVehicle_withoutAskingPortal() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", "PBX1234")

        let result = try await portal.cli.run("tasks", "remind", "pbx-1234")

        #expect(portal.pageRequests.count == 1)
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Created 2 reminders for PBX1234:")
        let pattern = #"^[0-9a-f]{8}  \[ \]  \d{4}-05-01          Registration PBX1234  PBX1234$"#
        #expect(lines.dropFirst().first?.range(of: pattern, options: .regularExpression) != nil)
        #expect(WrappedText.unwrapped(result.output).contains("in May, by "))
        #expect(WrappedText.unwrapped(result.output).contains("-05-31: the ANT sets the month"))
        #expect(
            result.error.hasPrefix("platefinder: The reminders use the vehicle saved just now ("))
    }

    @Test func tasksRemind_looksVehicleUp_andRecordsIt_whenNoneIsSaved() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let result = try await portal.cli.run("tasks", "remind", "PBX1234", "--json")

        #expect(portal.pageRequests.count == 1)
        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        let answer = try JSONOutput.object(result)
        let created = try #require(answer["created"] as? [[String: Any]])
        #expect(answer["plate"] as? String == "PBX1234")
        #expect((answer["existing"] as? [Any])?.isEmpty == true)
        #expect(
            created.map { $0["title"] as? String } == ["Registration PBX1234", "Fines PBX1234"])
        #expect(created.first?["plate"] as? String == "PBX1234")
        #expect(try await portal.cli.historyPlates() == ["PBX1234"])
    }

    @Test func tasksRemind_createsNothingTwice() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let first = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json"))

        let second = try await portal.cli.run("tasks", "remind", "PBX1234")
        let again = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json"))

        #expect(second.output.hasPrefix("2 reminders for PBX1234 were already there:\n"))
        #expect((again["created"] as? [Any])?.isEmpty == true)
        let ids = { (object: [String: Any], key: String) in
            (object[key] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        }
        #expect(ids(again, "existing") == ids(first, "created"))
        #expect(try await portal.cli.allTasks().count == 2)
        #expect(portal.pageRequests.count == 1)
    }

    @Test func tasksRemind_createsNothingAgain_whenTheReminderIsDone() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let first = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json"))
        let created = try #require((first["created"] as? [[String: Any]])?.first)
        let id = try #require(created["id"] as? String)
        #expect(try await portal.cli.run("tasks", "done", id).exitCode == 0)

        let again = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json"))

        #expect((again["created"] as? [Any])?.isEmpty == true)
        let existing = try #require((again["existing"] as? [[String: Any]])?.first)
        #expect(existing["id"] as? String == id)
        #expect(existing["isDone"] as? Bool == true)
        #expect(try await portal.cli.allTasks().count == 2)
    }

    @Test(arguments: [
        ("31-12-2099", "2099-12-31", "expires on 2099-12-31"),
        ("31-01-2020", nil, "expired on 2020-01-31"),
    ])
    func tasksRemind_addsTintPermit_dueOnExpiryOrToday(
        expiry: String, due: String?, wording: String
    ) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            .html(
                try PortalPage.vehicle(
                    for: "PBX1234", replacing: "\"#FF0000\"  ></td>",
                    with: "\"#FF0000\"  >\(expiry)</td>")))

        let answer = try JSONOutput.object(
            try await portal.cli.run("tasks", "remind", "PBX1234", "--json", "--lang", "en"))

        let created = try #require(answer["created"] as? [[String: Any]])
        let tint = try #require(created.first { $0["title"] as? String == "Tint permit PBX1234" })
        #expect(created.count == 3)
        #expect((tint["note"] as? String)?.contains(wording) == true)
        let dueDate = try #require(tint["dueDate"] as? String)
        #expect(dueDate == due ?? LocalDay.today(in: "America/Guayaquil"))
    }

    @Test func tasksRemind_isSpanish_inSpanish() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let result = try await portal.cli.run("tasks", "remind", "IB123C", "--lang", "es")

        #expect(result.output.hasPrefix("Se crearon 2 recordatorios para IB123C:\n"))
        #expect(result.output.contains("  Matrícula IB123C      IB123C\n"))
        #expect(WrappedText.unwrapped(result.output).contains("en abril, hasta el "))
        #expect(WrappedText.unwrapped(result.output).contains("-04-30: la ANT fija el mes"))
    }

    @Test(arguments: [
        (PortalAnswer.noDataPage, Int32(3), "no data for the plate PBX1234"),
        (.emptyPage, Int32(4), "did not answer with its vehicle page"),
        (.serverError, Int32(4), "(HTTP 503)"),
        (.tableWithoutACell, Int32(5), "could not be understood"),
    ])
    func tasksRemind_exitsAsFindDoes_whenLookupFails(
        answer: PortalAnswer, code: Int32, words: String
    ) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(try answer.response())

        let result = try await portal.cli.run("tasks", "remind", "PBX1234")

        #expect(result.exitCode == code)
        #expect(result.error.contains(words), "\(result.error)")
        #expect(try await portal.cli.allTasks().isEmpty)
    }

    @Test func tasksRemind_exitsFour_whenPortalIsUnreachable_andNothingIsSaved() async throws {
        let offline = try makeSUT().offline()

        let result = try await offline.run("tasks", "remind", "PBX1234")

        #expect(result.exitCode == 4)
        #expect(result.error.hasPrefix("platefinder: Could not reach the ANT portal"))
        #expect(try await offline.allTasks().isEmpty)
    }

    @Test func tasksRemind_exitsTwo_forIncompletePlate_withoutAsking() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("tasks", "remind", "PBX12")

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: 'PBX12' is not a complete plate"))
        #expect(portal.pageRequests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: portal.cli.storePath))
    }

    // MARK: - Helpers

    @Test(arguments: [
        (
            "en",
            "platefinder: The SRI's service answered with an error (HTTP 500): the registration "
                + "reminder follows the plate's month, and cannot say whether the registration is "
                + "late or what is owed."
        ),
        (
            "es",
            "platefinder: El servicio del SRI respondió con un error (HTTP 500): el "
                + "recordatorio de matrícula sigue el mes de la placa, y no puede decir si la "
                + "matrícula está atrasada ni cuánto se debe."
        ),
    ])
    func tasksRemind_saysWhatTheRemindersLack_whenTheSRIGaveNoAnswer(
        language: String, expected: String
    ) async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        portal.sri.enqueue(ScriptedHTTPResponse(statusCode: 500))

        let result = try await portal.cli.run("tasks", "remind", "PBX1234", "--lang", language)

        #expect(result.exitCode == 0)
        #expect(result.error.split(separator: "\n").contains(Substring(expected)))
    }

    @Test func tasksRemind_saysWhatEachPartLacks_onceEach_whenTheANTGaveNoAnswer() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 500))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))

        let result = try await portal.cli.run("tasks", "remind", "PCQ5129")

        #expect(result.exitCode == 0, "\(result.error)")
        let why = "platefinder: The ANT portal answered with an error (HTTP 500): "
        #expect(
            result.error.split(separator: "\n") == [
                Substring(why + "the tint permit's expiry is not known, so it has no reminder."),
                Substring(why + "no reminder of the pending fines could be made."),
            ])
    }

    @Test func tasksRemind_saysNothingIsMissing_whenEverySourceAnswered() async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()

        let result = try await portal.cli.run("tasks", "remind", "PBX1234")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
    }

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal(environment: ["TZ": "America/Guayaquil"])
    }

    /// What the portal answers when a lookup fails.
    enum PortalAnswer: CaseIterable {
        case noDataPage
        case emptyPage
        case serverError
        case tableWithoutACell

        func response() throws -> ScriptedHTTPResponse {
            switch self {
            case .noDataPage:
                .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html"))
            case .emptyPage: .html(Data())
            case .serverError: .html(Data("busy".utf8), statusCode: 503)
            case .tableWithoutACell:
                .html(
                    try PortalPage.vehicle(
                        for: "PBX1234",
                        replacing:
                            ##"<td class="detalle_formulario">  <font color = "#FF0000"  ></td>"##,
                        with: ""))
            }
        }
    }
}
