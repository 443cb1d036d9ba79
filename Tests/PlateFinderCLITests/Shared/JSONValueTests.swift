import PlateFinderApp
import PlateFinderCLI
import Testing

@Suite struct JSONValueTests {
    @Test func prettyText_writesSortedKeysAndExplicitNulls() {
        let text = makeSUT(
            .object([
                "b": .null, "a": .int(1), "c": .object(["y": .bool(true), "x": .string("é/ü")]),
            ]))

        #expect(
            text.filter { !$0.isWhitespace }
                == #"{"a":1,"b":null,"c":{"x":"é/ü","y":true}}"#)
    }

    @Test func prettyText_writesArrayInOrder() {
        let text = makeSUT(.array([.string("b"), .string("a"), .null]))

        #expect(text.filter { !$0.isWhitespace } == #"["b","a",null]"#)
    }

    @Test func prettyText_writesEmptyArray_asBrackets() {
        #expect(makeSUT(.array([])) == "[]")
    }

    @Test func prettyText_putsEveryKeyOnItsOwnLine() {
        let lines = makeSUT(.object(["a": .int(1), "b": .null])).split(separator: "\n")

        #expect(lines.count == 4)
    }

    @Test func prettyText_escapesQuotesAndBackslashes() {
        #expect(makeSUT(.string(#"say "hi" \ bye"#)) == #""say \"hi\" \\ bye""#)
    }

    @Test func orNull_makesNull_fromNil() {
        #expect(JSONValue.string(orNull: nil) == .null)
        #expect(JSONValue.int(orNull: nil) == .null)
        #expect(JSONValue.string(orNull: "x") == .string("x"))
        #expect(JSONValue.int(orNull: 3) == .int(3))
    }

    // MARK: - Helpers

    private func makeSUT(_ value: JSONValue) -> String {
        value.prettyText
    }
}
