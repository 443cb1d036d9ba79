import PlateFinderData
import PlateFinderDomain
import Testing

/// Pages built to harm: terminal sequences in cells, oversized or deeply nested markup.
struct ANTCarHTMLMapperHostileInputTests {
    @Test func map_deliversCleanFields_onCellsFullOfControlCharacters() throws {
        let html = try PortalPage.fixture(
            named: "car_ABC1234_hostile_control_characters.latin1.html")

        let car = try makeSUT().map(html)

        #expect(car == PortalPage.expectedCar)
    }

    @Test(arguments: [
        ("TO\u{1B}[31mYO\u{1B}[0mTA", "TOYOTA"),
        ("\u{1B}]0;title\u{07}TOYOTA", "TOYOTA"),
        ("\u{1B}]8;;http://example.invalid/\u{1B}\\TOYOTA\u{1B}]8;;\u{1B}\\", "TOYOTA"),
        ("\u{1B}cTOYOTA\u{1B}7", "TOYOTA"),
        ("TO\u{0}YO\u{0}TA", "TOYOTA"),
        ("TO\u{9B}2JYOTA", "TOYOTA"),
        ("\u{9D}title\u{9C}TOYOTA\u{85}", "TOYOTA"),
        ("\u{202E}TOYOTA\u{202C}", "TOYOTA"),
        ("&#x202E;TOYOTA&#8294;", "TOYOTA"),
        ("TO\u{7F}YOTA\u{8}", "TOYOTA"),
        ("TOYOTA\u{1B}", "TOYOTA"),
        ("\u{1B}<b>TOYOTA</b>", "TOYOTA"),
    ])
    func map_removesControlCharactersAndSequences_fromCellText(
        cell: String, expected: String
    )
        throws
    {
        var rows = PortalPage.vehicleRows
        rows[0][2] = cell

        let car = try makeSUT().map(PortalPage.page(rows: rows))

        #expect(car.manufacturer == expected)
    }

    @Test func map_deliversParsingError_onPageLargerThanTwoMebibytes() {
        let padding = String(repeating: " ", count: 2 * 1024 * 1024)
        let html = PortalPage.page() + padding

        #expect(throws: CarInfoError.parsingError("the page is larger than 2097152 bytes")) {
            try makeSUT().map(html)
        }
    }

    @Test func map_deliversCar_onPageOfExactlyTwoMebibytes() throws {
        let page = PortalPage.page()
        let html = page + String(repeating: " ", count: 2 * 1024 * 1024 - page.utf8.count)

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    @Test func map_deliversNoDataFound_onDeeplyNestedMarkup() {
        let html = "<body>" + String(repeating: "<div>", count: 300_000) + "ABC1234"

        #expect(throws: CarInfoError.noDataFound) { try makeSUT().map(html) }
    }

    @Test func map_readsCellText_throughDeeplyNestedUnclosedMarkup() throws {
        var rows = PortalPage.vehicleRows
        rows[0][2] = String(repeating: "<font><b>", count: 100) + "TOYOTA"

        #expect(try makeSUT().map(PortalPage.page(rows: rows)) == PortalPage.expectedCar)
    }

    @Test func map_ignoresMarkupInsideScripts() throws {
        let script =
            "<script>if (1 < 2) { document.write(\"<table><tr><td>x</td></tr></table>\"); }"
        let html = PortalPage.page().replacingOccurrences(
            of: "<body>", with: "<body>\(script)</script>")

        #expect(try makeSUT().map(html) == PortalPage.expectedCar)
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
