import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Pages built to harm: terminal sequences in cells, oversized or deeply nested markup.
struct ANTCarHTMLMapperHostileInputTests {
    @Test func map_deliversCleanFields_onCellsFullOfControlCharacters() throws {
        let html = try PortalPage.fixtureText(
            named: "car_ABC1234_hostile_control_characters.latin1.html")

        let car = try makeSUT().map(html, for: PortalPage.plate)

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
        rows[0][2] = .value(cell)

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car.manufacturer == expected)
    }

    @Test func map_deliversParsingError_onPageLongerThanTwoMebiCharacters() {
        let padding = String(repeating: "é", count: 2 * 1024 * 1024)
        let html = PortalPage.page() + padding

        #expect(
            throws: LookupFailureReason.notUnderstood(.page(.tooLong(characters: 2_097_152)))
        ) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    /// A body of 2 MiB, the most the client reads, decodes to as many characters; in
    /// Latin-1 each of them above ASCII takes two bytes of UTF-8.
    @Test(arguments: [" ", "é"])
    func map_deliversCar_onPageOfExactlyTwoMebiCharacters(padding: String) throws {
        let page = PortalPage.page()
        let count = 2 * 1024 * 1024 - page.unicodeScalars.count
        let html = page + String(repeating: padding, count: count)

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    /// libxml2 stops at 256 levels; html, body, table, tr and td are five of them.
    @Test(arguments: [300, 300_000])
    func map_deliversPortalUnavailable_onMarkupNestedPastParserLimit(depth: Int) {
        var rows = PortalPage.vehicleRows
        rows[0][2] = .value(String(repeating: "<font>", count: depth) + "TOYOTA")

        #expect(
            throws: LookupFailureReason.unexpectedAnswer(.documentCutShort)
        ) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_deliversPortalUnavailable_onDeepNestingBeforeVehicleTable() throws {
        let html = try PortalPage.vehicleText(replacing: [
            "<body>": "<body>" + String(repeating: "<div>", count: 260)
        ])

        #expect(
            throws: LookupFailureReason.unexpectedAnswer(.documentCutShort)
        ) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    @Test(arguments: [(250, "<font>"), (125, "<font><b>")])
    func map_readsCellText_throughNestingJustUnderParserLimit(
        count: Int, markup: String
    )
        throws
    {
        var rows = PortalPage.vehicleRows
        rows[0][2] = .value(String(repeating: markup, count: count) + "TOYOTA")

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car == PortalPage.expectedCar)
    }

    @Test func map_ignoresMarkupInsideScripts() throws {
        let script =
            "<script>if (1 < 2) { document.write(\"<table><tr><td>x</td></tr></table>\"); }"
        let html = PortalPage.page().replacingOccurrences(
            of: "<body>", with: "<body>\(script)</script>")

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
