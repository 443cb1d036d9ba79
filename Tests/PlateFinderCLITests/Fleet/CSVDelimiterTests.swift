import PlateFinderCLI
import Testing

/// A CSV's delimiter is the one its header uses most outside quotes; ties go to the comma,
/// then the semicolon.
struct CSVDelimiterTests {
    @Test(arguments: [
        ("owner,plate", CSVDelimiter.comma), ("owner;plate", .semicolon),
        ("owner\tplate", .tab), ("plate", .comma), ("a;b,c", .comma), ("a;b\tc", .semicolon),
        ("\"a,b,c\";plate", .semicolon), ("a\tb\tc\td;e,f", .tab), ("a\tb;c", .semicolon),
        ("", .comma),
    ])
    func detected_takesTheMostFrequentOutsideQuotes(header: String, delimiter: CSVDelimiter) {
        #expect(CSVDelimiter.detected(in: header) == delimiter)
    }

    @Test(arguments: CSVDelimiter.allCases)
    func name_namesWhatInitReads(delimiter: CSVDelimiter) {
        #expect(CSVDelimiter(name: delimiter.name) == delimiter)
        #expect(CSVDelimiter(name: "|") == nil)
    }
}
