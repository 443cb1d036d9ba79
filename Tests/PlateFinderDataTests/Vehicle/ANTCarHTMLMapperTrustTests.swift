import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Only the portal's own vehicle page about the plate asked for is an answer: another plate's
/// page is never that plate's vehicle, and anything that is not the vehicle page is the
/// portal failing rather than "no data".
struct ANTCarHTMLMapperTrustTests {
    @Test(arguments: ["PBX0001", "ABC1235", "AB123A", "CD1234"])
    func map_deliversParsingErrorNamingBothPlates_onPageAboutAnotherPlate(asked: String) throws {
        let html = try PortalPage.vehicleText()

        #expect(
            throws: CarInfoError.parsingError("the page is about the plate “ABC1234”, not \(asked)")
        ) {
            try makeSUT().map(html, for: Plate(asked))
        }
    }

    @Test(arguments: ["abc1234", "ABC-1234", " <b>abc</b> 1234 "])
    func map_deliversCarWithAskedPlate_whenPlateCellNormalizesToIt(plateCell: String) throws {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(plateCell)

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car == PortalPage.expectedCar)
    }

    @Test(arguments: ["ABC12345", "ABC1234 PBX0001", "XABC1234", "ABC_1234"])
    func map_deliversParsingError_whenPlateCellIsNotThePlateAsked(plateCell: String) {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(plateCell)

        #expect(
            throws: CarInfoError.parsingError(
                "the page is about the plate “\(plateCell)”, not ABC1234")
        ) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_quotesAtMostTwentyCharactersOfPlateCell() {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(String(repeating: "A", count: 500))

        #expect(
            throws: CarInfoError.parsingError(
                "the page is about the plate “\(String(repeating: "A", count: 20))…”, not ABC1234")
        ) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_deliversParsingError_whenTableStartsWithALabel() {
        var rows = PortalPage.vehicleRows
        rows[0].removeFirst()

        #expect(
            throws: CarInfoError.parsingError("the vehicle table does not start with the plate")
        ) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_deliversNoDataFound_onRealPageWithEmptyPlateCell() throws {
        let html = try PortalPage.vehicleText(replacing: [
            "<strong>ABC1234</strong>": "<strong></strong>"
        ])

        #expect(throws: CarInfoError.noDataFound) {
            try makeSUT().map(html, for: Plate("PBX0001"))
        }
    }

    @Test(arguments: [
        ("", "an empty page"),
        ("  \r\n\t ", "an empty page"),
        ("<html><head><title>Citaciones</title></head></html>", "a page without text"),
        ("<html><frameset><frame src=\"x.jsp\"></frameset></html>", "a page without text"),
        (
            "<body><p>Servicio no disponible</p></body>",
            "a page without the vehicle table, reading “Servicio no disponible”"
        ),
        (
            #"{"page":"1","records":"4","rows":[{"id":"1","cell":["ABC1234"]}]}"#,
            "a page without the vehicle table, reading "
                + #"“{"page":"1","records":"4","rows":[{"id":"1","cell":["ABC1234"]}]}”"#
        ),
        (
            "<body><table><tr><td class=\"titulo2\">ABC1234</td></tr></table></body>",
            "a page without the vehicle table, reading “ABC1234”"
        ),
    ])
    func map_deliversPortalUnavailableSayingWhatCame_onPageThatIsNotTheVehiclePage(
        html: String, detail: String
    ) {
        #expect(throws: CarInfoError.portalUnavailable(detail)) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_quotesStartOfMaintenanceMessage_asWhatCame() throws {
        let html = try PortalPage.fixtureText(named: "portal_maintenance.latin1.html")

        #expect(
            throws: CarInfoError.portalUnavailable(
                "a page without the vehicle table, reading “Estimado usuario: el sistema se "
                    + "encuentra en mantenimiento. Por favor intente má…”")
        ) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test(arguments: [
        "<body><div>\(PortalPage.page())</div></body>",
        "<body><table></table>\(PortalPage.page())</body>",
        PortalPage.page().replacingOccurrences(of: "class=\"titulo\"", with: "class=\"detalle\""),
        PortalPage.page().replacingOccurrences(of: "class=\"titulo\"", with: "class=\"titulo2\""),
        PortalPage.page(rows: Array(PortalPage.vehicleRows.prefix(3))),
    ])
    func map_deliversPortalUnavailable_whenFirstTableUnderBodyLacksVehicleLabels(html: String) {
        let error = #expect(throws: CarInfoError.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unavailableDetail(of: error)?.hasPrefix("a page without the ") == true)
    }

    @Test(arguments: [(0, 1), (1, 0), (2, 0), (3, 0)])
    func map_deliversPortalUnavailable_whenOneOfTheFourVehiclePageLabelsIsMissing(
        row: Int, cell: Int
    ) {
        var rows = PortalPage.vehicleRows
        rows[row].removeSubrange(cell...cell + 1)

        let error = #expect(throws: CarInfoError.self) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }

        #expect(PortalPage.unavailableDetail(of: error) != nil)
    }

    @Test func map_deliversPortalUnavailable_onPNGBytesDecodedAsLatin1() throws {
        let png = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8"
                    + "AAAAASUVORK5CYII="))
        let html = HTTPTextDecoder.decode(png, contentType: "text/html")

        let error = #expect(throws: CarInfoError.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unavailableDetail(of: error) != nil)
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
