import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Lines end in CRLF and fold at 75 octets without splitting a character, whatever the
/// text holds, and unfolding gives the text back.
struct ICSTaskExporterFoldingTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test(arguments: [
        ("ÑANDÚ ÑANDÚ ÑANDÚ Ñ", ""),
        (String(repeating: "👍🏽", count: 20), ""),
        (String(repeating: "👨‍👩‍👧‍👦", count: 20), "🇪🇨"),
        ("Matrícula", String(repeating: "Renovar la matrícula del vehículo. ", count: 28)),
        ("x", String(repeating: "ñ", count: 1_000)),
        ("y", "a" + String(repeating: "€", count: 999)),
        ("z", "ab" + String(repeating: "😀", count: 998)),
        ("w", "abc" + String(repeating: "😀", count: 997)),
        ("combining", "e\u{301}" + String(repeating: "n\u{303}", count: 300)),
        ("giant", "e" + String(repeating: "\u{301}", count: 60) + "end"),
    ])
    func calendar_foldsEveryLineWithinSeventyFiveOctets_withoutSplittingACharacter(
        title: String, note: String
    ) throws {
        let task = ICSTaskFactory.make(title: title, note: note)

        let text = ICSTaskExporter.calendar(for: [task], now: Self.now)

        let reader = try ICSReader(text)
        #expect(reader.physicalLines.allSatisfy { $0.count <= 75 })
        let todo = try #require(reader.todos.first)
        #expect(todo["SUMMARY"]?.text == task.title.value)
        #expect(todo["DESCRIPTION"]?.text == (note.isEmpty ? nil : task.note.value))
    }

    @Test(arguments: 0..<4)
    func calendar_startsContinuationsWithAPlainSpace_neverWithAModifierOrCombiningMark(
        offset: Int
    ) throws {
        let note =
            String(repeating: "a", count: offset) + String(repeating: "👍🏽", count: 60)
            + String(repeating: "n\u{303}", count: 200)
        let task = ICSTaskFactory.make(note: note)

        let reader = try ICSReader(ICSTaskExporter.calendar(for: [task], now: Self.now))

        let continuations = reader.physicalLines.filter { $0.first == 0x20 }
        #expect(continuations.count > 5)
        // A reader comparing characters sees the space alone, not fused with what follows.
        #expect(continuations.allSatisfy { String(decoding: $0, as: UTF8.self).first == " " })
        #expect(try #require(reader.todos.first)["DESCRIPTION"]?.text == note)
    }

    @Test func calendar_endsEveryLineWithCRLF_andNothingElse() throws {
        let tasks = [
            ICSTaskFactory.make(title: "one", note: "line\nbreak\r\nand\rreturn"),
            ICSTaskFactory.make(title: "two", isDone: true),
        ]

        let bytes = Array(ICSTaskExporter.calendar(for: tasks, now: Self.now).utf8)

        let breaks = bytes.indices.filter { bytes[$0] == 0x0A || bytes[$0] == 0x0D }
        #expect(
            breaks.allSatisfy { bytes[$0] == 0x0D ? bytes[$0 + 1] == 0x0A : bytes[$0 - 1] == 0x0D })
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        #expect(throws: Never.self) { try ICSReader(String(decoding: bytes, as: UTF8.self)) }
    }

    @Test func calendar_startsEachContinuationWithOneSpace_fillingLinesToTheLimit() throws {
        // "DESCRIPTION:" and 200 letters: 12 + 63 octets, then 1 + 74, then 1 + 63.
        let task = ICSTaskFactory.make(note: String(repeating: "a", count: 200))

        let reader = try ICSReader(ICSTaskExporter.calendar(for: [task], now: Self.now))

        let lines = reader.physicalLines.drop { !$0.starts(with: Array("DESCRIPTION:".utf8)) }
        let folded = Array(lines.prefix(4))
        #expect(folded.map(\.count).prefix(3) == [75, 75, 64])
        #expect(folded.dropFirst().prefix(2).allSatisfy { $0.first == 0x20 && $0[1] == 0x61 })
        #expect(folded.last?.first != 0x20)
    }
}
