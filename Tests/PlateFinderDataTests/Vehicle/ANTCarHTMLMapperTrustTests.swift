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
    func map_refusesThePageNamingItsPlate_onPageAboutAnotherPlate(asked: String) throws {
        let html = try PortalPage.vehicleText()

        #expect(throws: LookupFailureReason.notUnderstood(.page(.otherPlate("ABC1234")))) {
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
    func map_refusesThePage_whenPlateCellIsNotThePlateAsked(plateCell: String) {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(plateCell)

        #expect(throws: LookupFailureReason.notUnderstood(.page(.otherPlate(plateCell)))) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_quotesAtMostTwentyCharactersOfPlateCell() {
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(String(repeating: "A", count: 500))

        let quoted = String(repeating: "A", count: 20) + "…"
        #expect(throws: LookupFailureReason.notUnderstood(.page(.otherPlate(quoted)))) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_refusesTheTable_whenItStartsWithALabel() {
        var rows = PortalPage.vehicleRows
        rows[0].removeFirst()

        #expect(throws: LookupFailureReason.notUnderstood(.page(.tableWithoutPlate))) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_deliversNoData_onRealPageWithEmptyPlateCell() throws {
        let html = try PortalPage.vehicleText(replacing: [
            "<strong>ABC1234</strong>": "<strong></strong>"
        ])

        #expect(throws: LookupFailureReason.noData) {
            try makeSUT().map(html, for: Plate("PBX0001"))
        }
    }

    @Test(arguments: [
        ("", UnexpectedAnswer.emptyPage),
        ("  \r\n\t ", .emptyPage),
        ("<html><head><title>Citaciones</title></head></html>", .pageWithoutText),
        ("<html><frameset><frame src=\"x.jsp\"></frameset></html>", .pageWithoutText),
        (
            "<body><p>Servicio no disponible</p></body>",
            .otherPage(excerpt: "Servicio no disponible")
        ),
        (
            #"{"page":"1","records":"4","rows":[{"id":"1","cell":["ABC1234"]}]}"#,
            .otherPage(
                excerpt: #"{"page":"1","records":"4","rows":[{"id":"1","cell":["ABC1234"]}]}"#)
        ),
        (
            "<body><table><tr><td class=\"titulo2\">ABC1234</td></tr></table></body>",
            .otherPage(excerpt: "ABC1234")
        ),
    ])
    func map_deliversAnUnexpectedAnswerSayingWhatCame_onPageThatIsNotTheVehiclePage(
        html: String, what: UnexpectedAnswer
    ) {
        #expect(throws: LookupFailureReason.unexpectedAnswer(what)) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test func map_quotesStartOfMaintenanceMessage_asWhatCame() throws {
        let html = try PortalPage.fixtureText(named: "portal_maintenance.latin1.html")

        #expect(
            throws: LookupFailureReason.unexpectedAnswer(
                .otherPage(
                    excerpt: "Estimado usuario: el sistema se encuentra en mantenimiento. "
                        + "Por favor intente má…"))
        ) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test(arguments: [
        "<body><div>\(PortalPage.page())</div></body>",
        "<body><table></table>\(PortalPage.page())</body>",
        PortalPage.page().replacingOccurrences(of: "class=\"titulo\"", with: "class=\"detalle\""),
        PortalPage.page().replacingOccurrences(of: "class=\"titulo\"", with: "class=\"titulo2\""),
        PortalPage.page(rows: [[.plate("ABC1234"), .label(""), .value("TOYOTA")]]),
    ])
    func map_deliversAnUnexpectedAnswer_whenFirstTableUnderBodyHasNoLabelCells(html: String) {
        let error = #expect(throws: LookupFailureReason.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unexpectedAnswer(of: error)?.isOtherPage == true)
    }

    @Test func map_deliversAnUnexpectedAnswer_onPNGBytesDecodedAsLatin1() throws {
        let png = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8"
                    + "AAAAASUVORK5CYII="))
        let html = HTTPTextDecoder.decode(png, contentType: "text/html")

        let error = #expect(throws: LookupFailureReason.self) {
            try makeSUT().map(html, for: PortalPage.plate)
        }

        #expect(PortalPage.unexpectedAnswer(of: error) != nil)
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
