import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `platefinder fines PLATE`: the table of fines, their JSON, and what is printed when the
/// portal cannot be asked.
@Suite struct FinesCommandTests {
    @Test func fines_printsPendingFinesNewestFirst_withTheirTotal() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("fines", "abc-1234")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(
            result.output == """
                Source: ANT fines grid, just now

                Pending: 4 fines — USD 230.30
                Date        Citation    Points      Amount  Article
                2025-08-14  A012345678       6   USD 51.70  ART. 386 NUM. 3 - NO RESPETAR LAS
                                                            SEÑALES DE TRÁNSITO
                2025-06-02  C998877661       3   USD 25.85  ART. 387 NUM. 1 - ESTACIONAR EN
                                                            SITIOS PROHIBIDOS
                2025-01-20  A011100223       9  USD 141.00  ART. 385 NUM. 2 - EXCESO DE
                                                            VELOCIDAD
                2024-11-05  A010090012     1.5   USD 11.75  ART. 392 NUM. 4 - NO PORTAR LA
                                                            LICENCIA

                """)
        #expect(
            portal.gridRequests.map { $0.queryItems.first { $0.name == "ps_opcion" }?.value }
                == ["P"])
    }

    @Test func fines_wrapsTheArticle_toTheTerminalsWidth() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run(
            ["fines", "ABC1234"], streams: RecordingStreams(outputColumns: 120))

        let lines = result.output.components(separatedBy: "\n")
        #expect(
            lines[4] == "2025-08-14  A012345678       6   USD 51.70  "
                + "ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES DE TRÁNSITO")
    }

    @Test func fines_printsTheIssuesJSON_statusesNotAskedNull() async throws {
        let portal = try makeSUT()

        let object = try JSONOutput.object(try await portal.cli.run("fines", "ABC1234", "--json"))

        #expect(object["plate"] as? String == "ABC1234")
        for status in ["disputed", "voided", "paid", "inAgreement"] {
            #expect(object[status] is NSNull)
        }
        let pending = try #require(object["pending"] as? [String: Any])
        #expect(pending["count"] as? Int == 4)
        #expect(pending["total"] as? String == "230.30")
        let fines = try #require(pending["fines"] as? [[String: Any]])
        #expect(
            fines.map { $0["citation"] as? String } == [
                "A012345678", "C998877661", "A011100223", "A010090012",
            ])
        let third = NSDictionary(dictionary: fines[2])
        #expect(
            third
                == [
                    "citation": "A011100223", "agency": "ANT", "issuedOn": "2025-01-20",
                    "issuedOnText": NSNull(), "notifiedOn": "2025-01-21",
                    "notifiedOnText": NSNull(), "payBy": "2025-02-20", "payByText": NSNull(),
                    "points": 9, "sanction": "141.00", "surcharge": "14.10",
                    "remission": "-14.10", "total": "141.00",
                    "article": "ART. 385 NUM. 2 - EXCESO DE VELOCIDAD",
                ])
        #expect(fines[3]["points"] as? Double == 1.5)
    }

    @Test func fines_keepsADateItDoesNotUnderstand_asText() async throws {
        let portal = try makeSUT()
        Self.serveAFineDatedInWords(on: portal)

        let result = try await portal.cli.run("fines", "ABC1234", "--json")

        let pending = try #require(try JSONOutput.object(result)["pending"] as? [String: Any])
        let fines = try #require(pending["fines"] as? [[String: Any]])
        let unread = try #require(fines.first { $0["citation"] as? String == "A012345678" })
        #expect(unread["issuedOn"] is NSNull)
        #expect(unread["issuedOnText"] as? String == "14 ago 2025")
        // A date not understood cannot say how new the fine is: it goes last.
        #expect(fines.last?["citation"] as? String == "A012345678")
    }

    @Test(arguments: [Language.english, .spanish])
    func fines_marksADateItDoesNotUnderstand_inTheTable(language: Language) async throws {
        let portal = try makeSUT()
        Self.serveAFineDatedInWords(on: portal)

        let result = try await portal.cli.run(
            "fines", "ABC1234", "--lang", language.rawValue)

        let lines = result.output.split(separator: "\n")
        let unread = try #require(lines.first { $0.contains("A012345678") })
        #expect(unread.hasPrefix("14 ago 2025*"))
        #expect(!lines.contains { $0.hasPrefix("2025-") && $0.contains("*") })
        #expect(lines.last == Substring(Messages(language: language).unreadDateNote))
    }

    @Test func fines_listsEveryStatus_withAll_askingThemOneAfterAnother() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("fines", "ABC1234", "--all")

        #expect(result.exitCode == 0)
        let sections = result.output.components(separatedBy: "\n\n")
        #expect(sections.count == 6)
        #expect(
            sections.map { $0.split(separator: "\n").first ?? "" } == [
                "Source: ANT fines grid, just now", "Pending: 4 fines — USD 230.30",
                "Disputed: 0 fines — USD 0.00", "Voided: 20 fines — USD 235.00",
                "Paid: 9 fines — USD 105.75", "In agreement: 0 fines — USD 0.00",
            ])
        #expect(sections[2] == "Disputed: 0 fines — USD 0.00\nNo fines.")
        #expect(
            portal.gridRequests.map { $0.queryItems.first { $0.name == "ps_opcion" }?.value }
                == ["P", "R", "A", "G", "C"])
        #expect(portal.server.mostRequestsInFlight == 1)

        try portal.serveVehicle()
        let object = try JSONOutput.object(
            try await portal.cli.run("fines", "ABC1234", "--all", "--json"))
        #expect((object["paid"] as? [String: Any])?["total"] as? String == "105.75")
        #expect((object["voided"] as? [String: Any])?["count"] as? Int == 20)
        #expect((object["voided"] as? [String: Any])?["read"] as? Bool == true)
        #expect((object["voided"] as? [String: Any])?["counted"] as? Int == 20)
    }

    @Test func fines_speaksSpanish() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run("fines", "ABC1234", "--lang", "es")

        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "Fuente: consulta de multas de la ANT, ahora mismo")
        #expect(lines.dropFirst().first == "Pendientes: 4 multas — USD 230,30")
        #expect(lines.dropFirst(2).first == "Fecha       Citación    Puntos       Valor  Artículo")
    }

    @Test func fines_printsTheSavedCopyLabelled_whenThePortalCannotBeReached() async throws {
        let portal = try makeSUT(environment: ["TZ": "UTC"])
        let online = try await portal.cli.run("fines", "ABC1234")

        let offline = try await portal.offline().run("fines", "ABC1234")

        #expect(offline.exitCode == 0)
        let note =
            "platefinder: The ANT portal could not be reached, so the fines shown are the copy "
            + "saved on "
        #expect(offline.error.hasPrefix(note))
        let saved = String(offline.error.dropFirst(note.count).dropLast(2))
        let fresh = online.output.components(separatedBy: "\n\n").dropFirst()
        #expect(
            offline.output
                == "Source: saved copy from \(saved); the ANT portal could not be reached"
                + "\n\n" + fresh.joined(separator: "\n\n"))
    }

    @Test func fines_exitsThree_whenThePortalHasNoSuchVehicle() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 3)
        #expect(result.output.isEmpty)
        #expect(portal.gridRequests.isEmpty)
    }

    @Test(arguments: [
        ScriptedHTTPResponse(statusCode: 503), ScriptedHTTPResponse.json(Data(), statusCode: 204),
    ])
    func fines_exitsFour_whenTheGridFails_andNothingIsSaved(
        answer: ScriptedHTTPResponse
    ) async throws {
        let portal = try makeSUT()
        portal.serveFines { _ in answer }

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 4)
        #expect(result.output.isEmpty)
        #expect(result.error.split(separator: "\n").count == 1)
    }

    /// The vehicle page the grid is read from could not be fetched: the portal is named.
    @Test func fines_exitsFour_namingThePortal_whenThePortalCannotBeReached() async throws {
        let portal = try LoopbackPortal()

        let result = try await portal.offline().run("fines", "ABC1234")

        #expect(result.exitCode == 4)
        #expect(
            result.error
                == "platefinder: Could not reach the ANT portal; check the connection and try "
                + "again.\n")
    }

    @Test func fines_printsTheStatusesItCouldRead_andExitsFive_whenAPageCountDisagrees()
        async throws
    {
        let portal = try makeSUT()
        // The page counts 20 voided fines; the grid lists none.
        portal.serveFines { request in
            let option = request.queryItems.first { $0.name == "ps_opcion" }?.value
            return option == "A" ? .json(PortalFines.emptyGrid) : PortalFines.answer(request)
        }

        let result = try await portal.cli.run("fines", "ABC1234", "--all")

        #expect(result.exitCode == 5)
        let sections = result.output.components(separatedBy: "\n\n")
        #expect(sections.contains { $0.hasPrefix("Pending: 4 fines — USD 230.30\n") })
        #expect(
            sections.contains {
                $0 == "Voided: could not be read: the fines grid lists 0 voided fines, the "
                    + "page counts 20"
            })
        #expect(!result.output.contains("Voided: 0 fines"))
        #expect(
            result.error
                == "platefinder: The ANT's fines for ABC1234 could not be read: the fines grid "
                + "lists 0 voided fines, the page counts 20.\n")
    }

    /// A copy saved by `--all` holds voided fines that could not be read; a pending-only
    /// `fines` shows its pending fines alone and is not failed by a status it never asked.
    @Test func fines_showsOnlyTheStatusesAsked_fromASavedCopyOfMore() async throws {
        let portal = try makeSUT()
        portal.serveFines { request in
            let option = request.queryItems.first { $0.name == "ps_opcion" }?.value
            return option == "A" ? .json(PortalFines.emptyGrid) : PortalFines.answer(request)
        }
        _ = try await portal.cli.run("fines", "ABC1234", "--all")
        try portal.serveVehicle()
        portal.serveFines { _ in ScriptedHTTPResponse(statusCode: 503) }

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(result.output.contains("Pending: 4 fines — USD 230.30\n"))
        #expect(!result.output.contains("Voided"))
        #expect(!result.error.contains("could not be read"))
    }

    @Test func fines_saysInJSONWhichStatusCouldNotBeRead_withBothCounts() async throws {
        let portal = try makeSUT()
        portal.serveFines { request in
            let option = request.queryItems.first { $0.name == "ps_opcion" }?.value
            return option == "A" ? .json(PortalFines.emptyGrid) : PortalFines.answer(request)
        }

        let result = try await portal.cli.run("fines", "ABC1234", "--all", "--json")

        #expect(result.exitCode == 5)
        // One object: the fines, with the status that could not be read marked in it.
        let object = try JSONOutput.object(result)
        let voided = try #require(object["voided"] as? [String: Any])
        #expect(voided["read"] as? Bool == false)
        #expect(voided["listed"] as? Int == 0)
        #expect(voided["counted"] as? Int == 20)
        #expect(voided["count"] is NSNull)
        #expect((object["pending"] as? [String: Any])?["read"] as? Bool == true)
    }

    @Test func fines_countsACitationListedTwice_once() async throws {
        let portal = try makeSUT()
        // The grid repeats its first fine in place of its second: four rows, three fines.
        portal.serveFines { _ in
            guard
                let data = try? PortalFines.pending(),
                var grid = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                var rows = grid["rows"] as? [Any], let first = rows.first
            else { return ScriptedHTTPResponse(statusCode: 599) }
            rows[1] = first
            grid["rows"] = rows
            return .json((try? JSONSerialization.data(withJSONObject: grid)) ?? Data())
        }

        let result = try await portal.cli.run("fines", "ABC1234", "--json")

        // Three distinct fines where the page counts four: not read, never 4 × the first.
        #expect(result.exitCode == 5)
        let pending = try #require(try JSONOutput.object(result)["pending"] as? [String: Any])
        #expect(pending["listed"] as? Int == 3)
        #expect(pending["counted"] as? Int == 4)
        #expect(pending["total"] is NSNull)
    }

    @Test func fines_exitsFive_withoutTheSavedCopy_whenTheGridCannotBeUnderstood() async throws {
        let portal = try makeSUT()
        _ = try await portal.cli.run("fines", "ABC1234")
        try portal.serveVehicle()
        portal.serveFines { _ in .json(Data(#"{"page": "1", "rows": "none"}"#.utf8)) }

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 5)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The ANT's fines for ABC1234 could not be understood: the fines "
                + "grid's answer is not the expected JSON.\n")
    }

    @Test func fines_exitsTwo_withoutAsking_forAPlateThatIsNotComplete() async throws {
        let portal = try LoopbackPortal()

        let result = try await portal.cli.run("fines", "ABC12")

        #expect(result.exitCode == 2)
        #expect(portal.server.requests.isEmpty)
    }

    @Test func fines_stripsControlCharacters_fromWhatThePortalSends() async throws {
        let portal = try LoopbackPortal()
        portal.serveFines { _ in
            let grid = (try? PortalFines.pending()) ?? Data()
            return .json(
                Data(
                    String(decoding: grid, as: UTF8.self)
                        .replacingOccurrences(of: "ART. 385", with: #"\u001b[2JART.\u0007 385"#)
                        .utf8))
        }

        for arguments in [["fines", "ABC1234"], ["fines", "ABC1234", "--json"]] {
            try portal.serveVehicle()
            let result = try await portal.cli.run(arguments)

            #expect(result.exitCode == 0)
            #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 7 })
            #expect(!result.output.contains("\\u001b"))
        }
    }

    // MARK: - Helpers

    /// A portal that shows the vehicle once; its fines grid answers by itself.
    /// The real grid, with the first fine's day written as words the reader does not know.
    private static func serveAFineDatedInWords(on portal: LoopbackPortal) {
        portal.serveFines { _ in
            let grid = (try? PortalFines.pending()) ?? Data()
            return .json(
                Data(
                    String(decoding: grid, as: UTF8.self)
                        .replacingOccurrences(of: "14/08/2025", with: "14 ago 2025").utf8))
        }
    }

    private func makeSUT(environment: [String: String] = [:]) throws -> LoopbackPortal {
        let portal = try LoopbackPortal(environment: environment)
        try portal.serveVehicle()
        return portal
    }
}
