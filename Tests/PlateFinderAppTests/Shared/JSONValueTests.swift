import PlateFinderApp
import Testing

@Suite struct JSONValueTests {
    @Test func prettyText_writesSortedKeysAndExplicitNulls() {
        let sut = JSONValue.object([
            "b": .null, "a": .int(1), "c": .object(["y": .bool(true), "x": .string("é/ü")]),
        ])

        #expect(
            sut.prettyText.filter { !$0.isWhitespace }
                == #"{"a":1,"b":null,"c":{"x":"é/ü","y":true}}"#)
    }

    @Test func prettyText_putsEveryKeyOnItsOwnLine() {
        let lines = JSONValue.object(["a": .int(1), "b": .null]).prettyText.split(separator: "\n")

        #expect(lines.count == 4)
    }

    @Test func prettyText_escapesQuotesAndBackslashes() {
        #expect(JSONValue.string(#"say "hi" \ bye"#).prettyText == #""say \"hi\" \\ bye""#)
    }

    @Test func orNull_makesNull_fromNil() {
        #expect(JSONValue.string(orNull: nil) == .null)
        #expect(JSONValue.int(orNull: nil) == .null)
        #expect(JSONValue.string(orNull: "x") == .string("x"))
        #expect(JSONValue.int(orNull: 3) == .int(3))
    }
}
