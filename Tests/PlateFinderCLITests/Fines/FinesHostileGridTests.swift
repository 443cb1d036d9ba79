import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The fines grid as a hostile or changed portal may send it: a regular expression in the
/// page's script is still read past; an identity number where a text column stands, a date
/// or a page that cannot be, a key named twice are not understood, and nothing of such a
/// grid is shown or saved.
@Suite struct FinesHostileGridTests {
    /// The identity number planted in the grid's Documento cells.
    static let identity = "1712345678"

    @Test func fines_readsTheGrid_whenTheScriptHasARegularExpressionWithAQuote() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(
            .html(
                try PortalPage.vehicle(
                    replacing: "var mygrid =", with: "var quotes = /'/g; var mygrid =")))

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("Pending: 4 fines — USD 230.30"))
    }

    @Test func fines_refusesAnIdentityNumberInTheArticleColumn_andShowsAndSavesNothing()
        async throws
    {
        let portal = try LoopbackPortal()
        portal.serveFines { _ in
            let grid = String(decoding: (try? PortalFines.pending()) ?? Data(), as: UTF8.self)
            // The Documento cell, empty in the real grid, follows the plate.
            return .json(
                Data(
                    grid.replacingOccurrences(
                        of: #""ABC1234", """#, with: #""ABC1234", "\#(Self.identity)""#
                    ).utf8))
        }

        for arguments in [
            ["fines", "ABC1234"], ["fines", "ABC1234", "--json"], ["find", "ABC1234"],
            ["find", "ABC1234", "--json"], ["fines", "ABC1234", "--lang", "es"],
        ] {
            try serveSwappedColumns(portal)
            let result = try await portal.cli.run(arguments)

            #expect(!result.output.contains(Self.identity), "\(arguments)")
            #expect(!result.error.contains(Self.identity), "\(arguments)")
        }
        try serveSwappedColumns(portal)
        let fines = try await portal.cli.run("fines", "ABC1234")
        #expect(fines.exitCode == 5)
        #expect(
            fines.error
                == "platefinder: The ANT's fines for ABC1234 could not be understood: the fines "
                + "grid holds what looks like a person's identity number in its Artículo/Literal "
                + "column (not shown).\n")
        for file in try FileManager.default.contentsOfDirectory(
            atPath: portal.cli.folder.file("data"))
        {
            let bytes = try Data(
                contentsOf: URL(fileURLWithPath: portal.cli.folder.file("data/" + file)))
            #expect(bytes.range(of: Data(Self.identity.utf8)) == nil, "\(file)")
        }
        let shown = try await portal.cli.run("history", "show", "ABC1234", "--json")
        #expect(!shown.output.contains(Self.identity))
    }

    @Test(arguments: [
        (
            "14/08/2025", "2025-01-01T25:99",
            "the fines grid's Fecha de Emisión '2025-01-01T25:99' is not a real date and time"
        ),
        (
            "15/08/2025", "31/02/2025",
            "the fines grid's Fecha Notificación '31/02/2025' is not a real date and time"
        ),
        (
            #""page": "1", "total": "1""#, #""page": "7", "total": "0""#,
            "the fines grid says it sent page 7 of 0 holding 4 fines, which cannot be"
        ),
        (
            #""records": "4""#, #""records": "4", "records": "5""#,
            "the fines grid's answer names the key “records” twice in one object"
        ),
    ])
    func fines_refusesAGridThatCannotBe(
        target: String, replacement: String, why: String
    )
        async throws
    {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        portal.serveFines { _ in
            let grid = String(decoding: (try? PortalFines.pending()) ?? Data(), as: UTF8.self)
            return .json(Data(grid.replacingOccurrences(of: target, with: replacement).utf8))
        }

        let result = try await portal.cli.run("fines", "ABC1234")

        #expect(result.exitCode == 5)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The ANT's fines for ABC1234 could not be understood: \(why).\n")
    }

    // MARK: - Helpers

    /// Queues the real page with its Documento and Artículo/Literal columns' names traded.
    private func serveSwappedColumns(_ portal: LoopbackPortal) throws {
        portal.server.enqueue(
            .html(
                try PortalPage.vehicle(replacing: [
                    "'Documento'": "'Art&iacute;culo/Literal'",
                    "'Art&iacute;culo/Literal'": "'Documento'",
                ])))
    }
}
