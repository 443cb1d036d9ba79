import Foundation
import PlateFinderData
import Testing

/// What the scan of a JSON text finds: a key named twice in one object, escapes resolved,
/// at any depth; JSON that is not; too deep or too large a text.
struct JSONDuplicateKeyScannerTests {
    @Test(arguments: [
        (#"{"placa": "PCQ5129", "total": 12.5}"#, JSONDuplicateKeyScanner.Finding.unique),
        (#"{"placa": "PCQ5129", "placa": "ABC1234"}"#, .duplicated(key: "placa")),
        (#"{"total": 12.5, "total": 99999.99}"#, .duplicated(key: "total")),
        (#"{"a": 1, "\u0061": 2}"#, .duplicated(key: "a")),
        (#"{"\u00e9": 1, "é": 2}"#, .duplicated(key: "é")),
        (#"{"é": 1, "e\u0301": 2}"#, .duplicated(key: "é")),
        (#"{"\ud83d\ude00": 1, "😀": 2}"#, .duplicated(key: "😀")),
        (#"{"a\"b": 1, "a\u0022b": 2}"#, .duplicated(key: #"a"b"#)),
        (#"{"a": 1, "A": 2, "a ": 3}"#, .unique),
        (#"{"a": {"b": 1}, "c": {"b": 2}}"#, .unique),
        (#"{"a": {"b": 1, "b": 2}}"#, .duplicated(key: "b")),
        (#"[{"a": 1}, {"a": 2}]"#, .unique),
        (#"[[{"x": [{"k": 1, "k": 2}]}]]"#, .duplicated(key: "k")),
        (#"{"rows": [{"id": "1", "cell": ["a", "b"], "id": "2"}]}"#, .duplicated(key: "id")),
        (#"{"a": "\"b\": 1, \"b\": 2"}"#, .unique),
        (#"{"a": ["a", "a"], "b": "a"}"#, .unique),
        (#" {} "#, .unique),
        (#"[]"#, .unique),
        (#""text""#, .unique),
        (#"-12.5e+3"#, .unique),
        (#"null"#, .unique),
        (#"{"a": true, "b": false, "c": null, "d": -0.0, "e": 1E9}"#, .unique),
        ("", .malformed),
        (" ", .malformed),
        (#"{"a": 1,}"#, .malformed),
        (#"{"a" 1}"#, .malformed),
        (#"{"a": 1"#, .malformed),
        (#"{"a": 1}}"#, .malformed),
        (#"{"a": 1] "#, .malformed),
        (#"[1, 2"#, .malformed),
        (#"{a: 1}"#, .malformed),
        (#"{'a': 1}"#, .malformed),
        (#"{"a": 01}"#, .malformed),
        (#"{"a": 1.}"#, .malformed),
        (#"{"a": .5}"#, .malformed),
        (#"{"a": +1}"#, .malformed),
        (#"{"a": 1e}"#, .malformed),
        (#"{"a": tru}"#, .malformed),
        (#"{"a": NaN}"#, .malformed),
        (#"{"a": "\x41"}"#, .malformed),
        (#"{"a": "\u12"}"#, .malformed),
        (#"{"\ud800": 1}"#, .malformed),
        (#"{"\udc00": 1}"#, .malformed),
        (#"{"\ud83d\u0041": 1}"#, .malformed),
        ("{\"a\u{1}\": 1}", .malformed),
        (#"{"a": 1} {"b": 2}"#, .malformed),
        (#"{"a": 1, "a": 2, }"#, .duplicated(key: "a")),
        (#"{"a": 1, "b": 2 "a": 3}"#, .malformed),
    ])
    func scan_findsWhatTheTextHolds(json: String, finding: JSONDuplicateKeyScanner.Finding) {
        #expect(JSONDuplicateKeyScanner.scan(Data(json.utf8)) == finding)
    }

    @Test func scan_refusesTextThatIsNotUTF8() {
        let bytes = Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D])

        #expect(JSONDuplicateKeyScanner.scan(bytes) == .malformed)
    }

    @Test func scan_readsNestingUpToItsBound_andNoDeeper() {
        let depth = JSONDuplicateKeyScanner.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let deeper = "[" + deepest + "]"
        let objects =
            String(repeating: #"{"a":"#, count: depth + 1) + "1"
            + String(repeating: "}", count: depth + 1)

        #expect(JSONDuplicateKeyScanner.scan(Data(deepest.utf8)) == .unique)
        #expect(JSONDuplicateKeyScanner.scan(Data(deeper.utf8)) == .tooDeep)
        #expect(JSONDuplicateKeyScanner.scan(Data(objects.utf8)) == .tooDeep)
    }

    @Test func scan_refusesTextLargerThanItsBound() {
        let padding = Data(repeating: 0x20, count: JSONDuplicateKeyScanner.maximumBytes - 2)

        #expect(JSONDuplicateKeyScanner.scan(Data("{}".utf8) + padding) == .unique)
        #expect(JSONDuplicateKeyScanner.scan(Data("{} ".utf8) + padding) == .tooLarge)
    }

    @Test func scan_findsADuplicateAmongManyKeys() {
        let keys = (0..<20_000).map { #""k\#($0)": \#($0)"# }
        let unique = "{" + keys.joined(separator: ",") + "}"
        let repeated = "{" + keys.joined(separator: ",") + #", "k19999": 0}"#

        #expect(JSONDuplicateKeyScanner.scan(Data(unique.utf8)) == .unique)
        #expect(JSONDuplicateKeyScanner.scan(Data(repeated.utf8)) == .duplicated(key: "k19999"))
    }
}
