import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import TerminalUI
import Testing

/// One plate the SRI blocks, read by every front end of the built binary against the same
/// loopback portal — `find`, `due`, batch, `favorites` and the app's card — each says the
/// same blockers, in the same order, as `check` does.
@Suite(.timeLimit(.minutes(1))) struct SameFindingsEverywhereTests {
    private static let screen = AppScreen(size: TerminalSize(columns: 100, rows: 30))
    private static let kinds = [
        "saleProhibited", "vehicleBlocked", "registrationLate", "finesPending",
    ]
    private static let english =
        "Blocked: sale prohibited, vehicle blocked, registration late, fines pending."
    private static let spanish =
        "Bloqueado: prohibición de venta, vehículo bloqueado, matrícula atrasada, "
        + "multas pendientes."

    @Test func findAndCheck_sayTheSameBlockers_inBothLanguages() async throws {
        let portal = try makeSUT()

        let check = try await portal.cli.runBinary("check", "PCQ5129", "--json")
        let found = try await portal.cli.runBinary("find", "PCQ5129")
        let encontrado = try await portal.cli.runBinary("find", "PCQ5129", "--lang", "es")

        #expect(check.exitCode == 10)
        #expect(try blockerKinds(check) == Self.kinds)
        #expect(found.exitCode == 0)
        #expect(found.output.hasPrefix("!! " + Self.english + "\n\n"))
        #expect(encontrado.output.hasPrefix("!! " + Self.spanish + "\n\n"))
    }

    @Test func dueAndBatch_sayTheSameBlockers_thatCheckFinds() async throws {
        let portal = try makeSUT()
        let plates = portal.cli.folder.file("fleet.txt")
        try Data("PCQ5129\n".utf8).write(to: URL(fileURLWithPath: plates))

        let check = try await portal.cli.runBinary("check", "PCQ5129", "--json")
        let due = try await portal.cli.runBinary("due", "--plates", plates, "--json")
        let csv = try await portal.cli.runBinary("batch", plates, "--format", "csv")
        let jsonl = try await portal.cli.runBinary("batch", plates, "--format", "jsonl")

        let kinds = try blockerKinds(check)
        #expect(kinds == Self.kinds)
        // due lists what holds the vehicle as overdue; the rest of check's blockers are
        // its registration and fines items.
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(due.output.utf8)) as? [[String: Any]])
        let reasons = items.compactMap { $0["reason"] as? String }
        #expect(reasons.filter { kinds.contains($0) } == ["saleProhibited", "vehicleBlocked"])
        #expect(reasons.contains("registrationPayment") && reasons.contains("pendingFines"))
        #expect(items.allSatisfy { $0["isOverdue"] as? Bool == true })
        let rows = csv.output.components(separatedBy: "\r\n")
        #expect(rows.first?.hasSuffix(",alerts") == true)
        #expect(rows.dropFirst().first?.hasSuffix("," + kinds.joined(separator: "|")) == true)
        let line = try JSONSerialization.jsonObject(with: Data(jsonl.output.utf8))
        let findings = (line as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        #expect(try findings.compactMap { $0["kind"] as? String } == allKinds(check))
    }

    @Test func favorites_showTheFirstFindingCheckLists_fromTheSavedAnswers() async throws {
        let portal = try makeSUT()
        _ = try await portal.cli.runBinary("favorites", "add", "PCQ5129")

        let check = try await portal.cli.runBinary("check", "PCQ5129", "--json")
        let listed = try await portal.cli.runBinary("favorites")
        let listado = try await portal.cli.runBinary("favorites", "--lang", "es")
        let json = try await portal.cli.runBinary("favorites", "--json")

        let checked = try JSONSerialization.jsonObject(with: Data(check.output.utf8))
        let first = ((checked as? [String: Any])?["findings"] as? [NSDictionary])?.first
        let favourites = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
        let finding = (favourites as? [[String: Any]])?.first?["finding"] as? NSDictionary
        #expect(first != nil && finding == first)
        #expect(listed.output.hasPrefix("PCQ5129  TOYOTA AA COROLLA 1.6 2009  !! sale prohibited"))
        #expect(listado.output.hasSuffix("!! prohibición de venta\n"))
    }

    @Test(arguments: [["NO_COLOR": "1"], [:]])
    func app_opensTheCardWithTheSameBlockers_markedWithoutColour(
        environment: [String: String]
    ) async throws {
        let portal = try makeSUT()
        let check = try await portal.cli.runBinary("check", "PCQ5129", "--json")
        let session = try Self.screen.start(
            portal.cli.with(environment), arguments: ["--store", portal.cli.storePath])

        _ = try await session.waitForOutput { Self.screen.shows($0, " Plate") }
        await session.type("pcq5129\r")
        let shown = try await session.waitForOutput { Self.screen.shows($0, Self.english) }
        await session.type("\u{03}")
        _ = try await session.waitForExit()

        let marker = environment.isEmpty ? "" : "!! "
        #expect(Self.screen.rows(shown).contains(" " + marker + Self.english))
        #expect(try blockerKinds(check) == Self.kinds)
    }

    // MARK: - Helpers

    /// The ANT's page for any plate, its fines grid, and the SRI blocking PCQ5129 for
    /// every request.
    private func makeSUT() throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle(times: 20)
        let blocked = try Fixture.data(named: "valor_PCQ5129_bloqueado.json")
        portal.sri.answerUnscripted { _ in .json(blocked) }
        return portal
    }

    /// The kinds of every finding `check --json` printed, in order.
    private func allKinds(_ result: ProcessRunner.Result) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let findings = (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { $0["kind"] as? String }
    }

    /// The kinds of the blockers `check --json` printed, in order.
    private func blockerKinds(_ result: ProcessRunner.Result) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let findings = (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["severity"] as? String == "blocker" }
            .compactMap { $0["kind"] as? String }
    }
}
