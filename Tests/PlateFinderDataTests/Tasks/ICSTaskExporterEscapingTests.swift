import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Text goes out escaped as RFC 5545 asks and comes back unchanged; controls never go out.
struct ICSTaskExporterEscapingTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test(arguments: [
        ("a;b", #"a\;b"#), ("a,b", #"a\,b"#), (#"a\b"#, #"a\\b"#), ("a\nb", #"a\nb"#),
        (#"\n;,"#, #"\\n\;\,"#), ("a\r\nb", #"a\nb"#), ("a\rb", #"a\nb"#),
        ("a\u{2028}b", #"a\nb"#), ("tab\there", "tab here"),
        ("bell\u{7}esc\u{1B}[31mdel\u{7F}c1\u{9B}1mnul\u{0}", "bellescdelc1nul"),
        ("rtl\u{202E}over\u{200B}zero\u{FEFF}bom\u{2066}iso\u{061C}", "rtloverzerobomiso"),
    ])
    func calendar_escapesNotesAsText_andStripsWhatTheTerminalViewsStrip(
        note: String, escaped: String
    )
        throws
    {
        let task = ICSTaskFactory.make(note: "x" + note + "x")

        let todo = try #require(
            try ICSReader(ICSTaskExporter.calendar(for: [task], now: Self.now)).todos.first)

        #expect(todo["DESCRIPTION"]?.value == "x" + escaped + "x")
    }

    @Test(arguments: [
        "Pay; then, rest", #"back\slash"#, "two\nlines", "Ñ; 👍🏽, \\ end", "👨‍👩‍👧 trip",
    ])
    func calendar_roundTripsSpecialCharacters_inTitlesAndNotes(text: String) throws {
        let task = ICSTaskFactory.make(title: text, note: text + "\n" + text)

        let todo = try #require(
            try ICSReader(ICSTaskExporter.calendar(for: [task], now: Self.now)).todos.first)

        // A title is one line: its line breaks were spaces before it was saved.
        #expect(todo["SUMMARY"]?.text == text.replacingOccurrences(of: "\n", with: " "))
        #expect(todo["DESCRIPTION"]?.text == text + "\n" + text)
    }

    /// Found by the ics-export fuzz target: a separator came back as a line break.
    @Test func calendar_writesATitlesLineSeparatorsAsSpaces() throws {
        let task = ICSTaskFactory.make(title: "Renew\u{2028}SOAT\u{2029}now")

        let todo = try #require(
            try ICSReader(ICSTaskExporter.calendar(for: [task], now: Self.now)).todos.first)

        #expect(todo["SUMMARY"]?.text == "Renew SOAT now")
    }

    @Test func calendar_escapesTheProductVersion_andDropsItsControls() throws {
        let calendar = ICSTaskExporter.calendar(
            for: [], now: Self.now, productVersion: "1.0;beta,\u{1B}[1m2\u{202E}\nx")

        let product = try ICSReader(calendar).properties["PRODID"]

        #expect(product?.value == #"-//PlateFinder//PlateFinder 1.0\;beta\,2\nx//EN"#)
    }
}
