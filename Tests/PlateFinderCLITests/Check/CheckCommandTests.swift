import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `check` over the loopback portal and SRI: the verdict, the findings most serious first,
/// what it does not check, and its exit codes.
@Suite struct CheckCommandTests {
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"

    @Test func check_exitsTen_sayingTheProhibitionFirst_whenTheSRIBlocksTheVehicle()
        async throws
    {
        let portal = try makeSUT(sri: "valor_PCQ5129_bloqueado.json")

        let result = try await portal.cli.run("check", "PCQ5129")

        #expect(result.exitCode == 10)
        let lines = result.output.components(separatedBy: "\n")
        #expect(
            lines.first
                == "PCQ5129: Blocked: something stops buying, selling or driving this vehicle.")
        #expect(lines.dropFirst(2).first == "Blockers")
        // The notice whole on its line; its source and date kept together on the next.
        #expect(lines.dropFirst(3).first == "  - The SRI's notice: \(Self.notice)")
        #expect(lines.dropFirst(4).first?.hasPrefix("    (SRI, ") == true)
        #expect(
            lines.dropFirst(5).first?.hasPrefix("  - The SRI holds the vehicle: BLOQUEADO") == true)
        #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("    https://") })
        #expect(result.output.contains("Not checked here (check these yourself):\n"))
        #expect(result.output.contains("  - The ANT portal is busy (HTTP 503).\n"))
        // An address has a line of its own, never broken, to be copied whole.
        #expect(
            result.output.contains(
                "at the Fiscalía (SIAF):\n    https://www.gestiondefiscalias.gob.ec/siaf/"))
        #expect(result.output.contains("ps_identificacion=PCQ5129&ps_placa="))
    }

    @Test func check_speaksSpanish_toItsLastWord() async throws {
        let portal = try makeSUT(sri: "valor_PCQ5129_bloqueado.json")

        let result = try await portal.cli.run("check", "PCQ5129", "--lang", "es")

        #expect(result.exitCode == 10)
        #expect(
            result.output.hasPrefix(
                "PCQ5129: Bloqueado: algo impide comprar, vender o circular con este vehículo.\n"
                    + "\nImpedimentos\n  - Aviso del SRI: \(Self.notice)\n    (SRI, "))
        #expect(result.output.contains("No consultado aquí (consúltelo usted mismo):\n"))
        #expect(result.output.contains("La matrícula está atrasada desde octubre de 2024"))
    }

    @Test func check_printsTheIssuesShape_inJSON() async throws {
        let portal = try makeSUT(sri: "valor_PCQ5129_bloqueado.json")

        let result = try await portal.cli.run("check", "PCQ5129", "--json")

        #expect(result.exitCode == 10)
        let object = try JSONOutput.object(result)
        #expect(Set(object.keys) == ["plate", "verdict", "findings", "unchecked"])
        #expect(object["plate"] as? String == "PCQ5129")
        #expect(object["verdict"] as? String == "blocked")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["kind"] as? String }.prefix(3)
                == ["saleProhibited", "vehicleBlocked", "registrationLate"])
        let first = try #require(findings.first)
        #expect(Set(first.keys) == ["kind", "severity", "source", "asOf", "text"])
        #expect(first["severity"] as? String == "blocker")
        #expect(first["source"] as? String == "sri")
        #expect((first["asOf"] as? String)?.hasSuffix("Z") == true)
        #expect(first["text"] as? String == "The SRI's notice: \(Self.notice)")
        let unchecked = try #require(object["unchecked"] as? [[String: Any]])
        #expect(
            unchecked.first as NSDictionary?
                == ["kind": "source", "source": "ant", "failure": "serverError"])
        #expect(
            unchecked.compactMap { $0["check"] as? String }
                == ["stolenVehicle", "finesQuito", "finesGuayaquil", "inspection"])
        #expect(unchecked.last?["url"] is NSNull)
        #expect(!result.error.contains("\"code\""))
    }

    @Test func check_exitsEleven_whenNothingBlocksButASourceFailed() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try ClearVehicle.sriAnswer()))

        let result = try await portal.cli.run("check", "AAB0101")

        #expect(result.exitCode == 11)
        #expect(
            result.output.hasPrefix(
                "AAB0101: Incomplete: nothing found stops it, but a source gave no answer.\n"
                    + "\nNot checked here (check these yourself):\n"
                    + "  - The ANT portal is busy (HTTP 503).\n"
                    + "  - The ANT's fines grid was not read: the ANT portal is busy (HTTP 503).\n"
            ))
    }

    @Test func check_exitsWithFindsCode_whenNoSourceAnswers() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(ScriptedHTTPResponse(statusCode: 500))

        let result = try await portal.cli.run("check", "PCQ5129")

        #expect(result.exitCode == 4)
        #expect(result.output.isEmpty)
    }

    @Test func check_exitsZero_whenEverySourceAnswersAndNothingStopsIt() async throws {
        let portal = try LoopbackPortal()
        try ClearVehicle.serve(on: portal)

        let result = try await portal.cli.run("check", "AAB0101")

        #expect(result.exitCode == 0)
        #expect(
            result.output.hasPrefix(
                "AAB0101: Clear: nothing found stops buying this vehicle.\n\n"
                    + "Not checked here (check these yourself):\n  - A stolen-vehicle"))
    }

    @Test func check_saysASavedCopyStoodIn_inFindsWords_whenTheSRICannotBeReached()
        async throws
    {
        let portal = try makeSUT(sri: "valor_PCQ5129_bloqueado.json")
        _ = try await portal.cli.run("find", "PCQ5129", "--sources", "sri")

        let offline = try await portal.offline().run("check", "PCQ5129")
        let found = try await portal.offline().run("find", "PCQ5129", "--sources", "sri")

        #expect(offline.exitCode == 10)
        let note = try #require(
            found.error.split(separator: "\n").first { $0.contains("copy saved on") })
        #expect(
            note.hasPrefix(
                "platefinder: The SRI's service could not be reached, so the dues shown are "))
        #expect(offline.error.split(separator: "\n").contains(note))
    }

    /// A portal whose ANT is busy, and an SRI that answers with `sri`, once.
    private func makeSUT(sri: String) throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: sri)))
        return portal
    }
}
