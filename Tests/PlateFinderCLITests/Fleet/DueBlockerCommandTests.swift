import Foundation
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `due` over the loopback SRI's answer for a blocked PCQ5129: what stops the vehicle is
/// overdue from the day of that answer, in text (coloured or marked), JSON and a calendar,
/// agreeing with `check`.
@Suite(.timeLimit(.minutes(1))) struct DueBlockerCommandTests {
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"

    @Test(arguments: [
        (
            "en", "Sale prohibited PCQ5129 — The SRI's notice: \(notice) (fetched ",
            "Vehicle blocked PCQ5129 — The SRI holds the vehicle: BLOQUEADO (fetched "
        ),
        (
            "es", "Prohibición de venta PCQ5129 — Aviso del SRI: \(notice) (consultado ",
            "Vehículo bloqueado PCQ5129 — El SRI tiene retenido el vehículo: BLOQUEADO "
                + "(consultado "
        ),
    ])
    func due_listsTheProhibitionAndTheBlocking_asOverdue_onTheDayOfTheAnswer(
        language: String, prohibited: String, blocked: String
    ) async throws {
        let (portal, plates, _) = try await makeSUT()

        let result = try await portal.cli.run(
            ["due", "--plates", plates, "--lang", language], extraEnvironment: ["TZ": "UTC"])

        #expect(result.exitCode == 0, "\(result.error)")
        let mark = language == "en" ? "overdue" : "vencido"
        let day = CalendarDate(instant: Date(), in: .gmt).isoString
        // The registration, late since 2024, is overdue from an earlier day and comes first.
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // Off a terminal, what stops the vehicle is marked after the day, which keeps its column.
        #expect(lines.dropFirst().first?.hasPrefix("\(mark)  \(day)  !! \(prohibited)") == true)
        #expect(lines.last?.hasPrefix("\(mark)  \(day)  !! \(blocked)") == true)
    }

    @Test func due_coloursWhatStopsTheVehicle_andTheLateRegistration_onAColourTerminal()
        async throws
    {
        let (portal, plates, _) = try await makeSUT()

        let result = try await portal.cli.run(
            ["due", "--plates", plates], extraEnvironment: ["TZ": "UTC"],
            streams: RecordingStreams(isInteractive: true))

        let red = "\u{1B}[0;1;31m"
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("  " + red) && $0.contains("\u{1B}[0m (fetched ") })
        #expect(lines.dropFirst().first?.contains(red + "Sale prohibited PCQ5129 — ") == true)
        #expect(!result.output.contains("!!"))
    }

    @Test func due_marksWhatStopsTheVehicle_withoutColour_underNO_COLOR() async throws {
        let (portal, plates, _) = try await makeSUT()

        let result = try await portal.cli.run(
            ["due", "--plates", plates], extraEnvironment: ["TZ": "UTC", "NO_COLOR": "1"],
            streams: RecordingStreams(isInteractive: true))

        #expect(result.output.split(separator: "\n").allSatisfy { $0.contains("  !! ") })
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func dueJSON_codesTheReasons_withTheSRIsTextInTheDetail() async throws {
        let (portal, plates, _) = try await makeSUT()

        let items = stops(
            try JSONOutput.items(
                try await portal.cli.run(
                    ["due", "--plates", plates, "--json"], extraEnvironment: ["TZ": "UTC"])))

        let day = CalendarDate(instant: Date(), in: .gmt).isoString
        let first = try #require(items.first)
        #expect(items.map { $0["reason"] as? String } == ["saleProhibited", "vehicleBlocked"])
        #expect(first["plate"] as? String == "PCQ5129")
        #expect(first["dueDate"] as? String == day)
        #expect(first["isOverdue"] as? Bool == true)
        #expect(first["title"] as? String == "Sale prohibited PCQ5129")
        #expect(first["detail"] as? String == "The SRI's notice: \(Self.notice)")
        #expect(first["count"] is NSNull)
        #expect(first["amount"] is NSNull)
        #expect(first["registrationStatus"] is NSNull)
        #expect(
            Set(first.keys) == [
                "plate", "reason", "dueDate", "isOverdue", "fetchedAt", "ageSeconds", "count",
                "amount", "registrationStatus", "title", "detail",
            ])
    }

    /// The answer falls on different days in Kiritimati and Pago Pago: the to-do's day
    /// moves, its UID does not.
    @Test func dueICS_keepsTheUID_whateverDayTheAnswerFallsOn() async throws {
        let (portal, plates, _) = try await makeSUT()

        var todos: [[ICSReader.Property]] = []
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let result = try await portal.cli.run(
                ["due", "--plates", plates, "--ics"], extraEnvironment: ["TZ": zone])
            #expect(result.exitCode == 0, "\(result.error)")
            todos += try ICSReader(result.output).todos.filter {
                $0["SUMMARY"]?.text == "Sale prohibited PCQ5129"
            }
        }

        #expect(
            todos.map { $0["UID"]?.text } == [
                "due-sale-prohibited-pcq5129@platefinder",
                "due-sale-prohibited-pcq5129@platefinder",
            ])
        #expect(todos.first?["DUE"]?.value != todos.last?["DUE"]?.value)
        #expect(todos.first?["SUMMARY"]?.text == "Sale prohibited PCQ5129")
    }

    @Test func due_agreesWithCheck_onTheKindAndTheDayOfEachFinding() async throws {
        let (portal, plates, checked) = try await makeSUT()

        let check = try JSONOutput.object(checked)
        let due = stops(
            try JSONOutput.items(
                try await portal.cli.run(
                    ["due", "--plates", plates, "--json"], extraEnvironment: ["TZ": "UTC"])))

        let findings = stops(try #require(check["findings"] as? [[String: Any]]), key: "kind")
        #expect(findings.count == 2)
        #expect(findings.map { $0["kind"] as? String } == due.map { $0["reason"] as? String })
        #expect(findings.map { $0["asOf"] as? String } == due.map { $0["fetchedAt"] as? String })
        #expect(
            findings.map { ($0["asOf"] as? String)?.prefix(10) }
                == due.map { ($0["dueDate"] as? String)?.prefix(10) })
    }

    /// The objects whose `key` says a sale prohibition or a blocking.
    private func stops(_ objects: [[String: Any]], key: String = "reason") -> [[String: Any]] {
        objects.filter { ["saleProhibited", "vehicleBlocked"].contains($0[key] as? String) }
    }

    /// A portal whose ANT is busy and whose SRI answered for a blocked PCQ5129, that answer
    /// saved by `check --json`; the plates file naming PCQ5129, and what `check` printed.
    private func makeSUT() async throws -> (LoopbackPortal, String, CommandResult) {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129_bloqueado.json")))
        let checked = try await portal.cli.run("check", "PCQ5129", "--json")
        let plates = portal.cli.folder.file("plates.txt")
        try Data("PCQ5129\n".utf8).write(to: URL(fileURLWithPath: plates))
        return (portal, plates, checked)
    }
}
