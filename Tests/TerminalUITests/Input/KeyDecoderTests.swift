import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
    static let sequences: [(bytes: [UInt8], key: Key)] = [
        ([0x0D], .enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x09], .tab), ([0x03], .interrupt), ([0x01], .control("a")), ([0x1A], .suspend),
        ([0x0C], .control("l")),
        (csi("3~"), .delete), (csi("Z"), .backTab),
        (csi("A"), .up), (csi("B"), .down), (csi("C"), .right), (csi("D"), .left),
        (ss3("A"), .up), (ss3("B"), .down), (ss3("C"), .right), (ss3("D"), .left),
        (csi("H"), .home), (csi("F"), .end), (csi("1~"), .home), (csi("4~"), .end),
        (csi("7~"), .home), (csi("8~"), .end), (ss3("H"), .home), (ss3("F"), .end),
        (csi("5~"), .pageUp), (csi("6~"), .pageDown), (csi("1;5A"), .up), (csi("3;2~"), .delete),
    ]

    @Test(arguments: sequences)
    func decode_deliversKey_forSequence(bytes: [UInt8], key: Key) {
        var sut = makeSUT()

        #expect(sut.decode(bytes) == [key])
        #expect(!sut.hasPendingInput)
    }

    @Test(arguments: sequences)
    func decode_deliversKey_whenSequenceArrivesOneByteAtATime(bytes: [UInt8], key: Key) {
        var sut = makeSUT()

        let keys = bytes.flatMap { sut.decode([$0]) }

        #expect(keys == [key])
    }

    @Test(arguments: ["abc", "Ñandú", "é", "e\u{301}", "日本", "👍🏽", "🇪🇨", "👨‍👩‍👧"])
    func decode_deliversCharacters_forPrintableText(text: String) {
        var sut = makeSUT()

        #expect(sut.decode(Array(text.utf8)) == text.map(Key.character))
    }

    @Test func decode_joinsMultiByteCharacter_splitAcrossReads() {
        var sut = makeSUT()
        let bytes = Array("Ñ😀".utf8)

        let first = sut.decode(bytes[0..<1])
        let second = sut.decode(bytes[1..<3])
        let third = sut.decode(bytes[3...])

        #expect(first.isEmpty)
        #expect(second == [.character("Ñ")])
        #expect(third == [.character("😀")])
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
            [0xC3, 0x41],
        ] as [[UInt8]])
    func decode_dropsInvalidUTF8_keepingWhatFollows(bytes: [UInt8]) {
        var sut = makeSUT()

        let keys = sut.decode(bytes + [0x7A]) + sut.flush()

        #expect(keys.filter { $0 != .character("A") } == [.character("z")])
    }

    @Test(arguments: [
        csi("99~"), csi("2~"), csi("<0;12;5M"), csi("M") + [0x20, 0x21, 0x22], ss3("P"), csi("15~"),
        csi("?1;2c"), [0x1B, 0x78], csi(String(repeating: "1", count: 100) + "~"),
    ])
    func decode_ignoresUnknownSequence_withoutLeakingText(bytes: [UInt8]) {
        var sut = makeSUT()

        let keys = sut.decode(bytes + [0x61]) + sut.flush()

        #expect(keys == [.character("a")])
    }

    @Test func decode_keepsLoneEscapePending_untilFlush() {
        var sut = makeSUT()

        #expect(sut.decode([0x1B]).isEmpty)
        #expect(sut.hasPendingInput)
        #expect(sut.flush() == [.escape])
        #expect(!sut.hasPendingInput)
    }

    @Test func decode_completesSequence_whenEscapeAndRestArriveInSeparateReads() {
        var sut = makeSUT()

        #expect(sut.decode([0x1B]).isEmpty)
        #expect(sut.decode([0x5B]).isEmpty)
        #expect(sut.decode([0x41]) == [.up])
    }

    @Test func decode_deliversEscape_forEscapeFollowedByEscapeSequence() {
        var sut = makeSUT()

        #expect(sut.decode([0x1B] + csi("B")) == [.escape, .down])
    }

    @Test func flush_dropsUnfinishedSequence() {
        var sut = makeSUT()

        #expect(sut.decode(csi("1;")).isEmpty)
        #expect(sut.flush().isEmpty)
        #expect(sut.decode([0x62]) == [.character("b")])
    }

    @Test func decode_keepsOrder_ofTextAndKeys() {
        var sut = makeSUT()

        let keys = sut.decode(Array("ab".utf8) + csi("D") + Array("c".utf8) + [0x0D])

        #expect(keys == [.character("a"), .character("b"), .left, .character("c"), .enter])
    }

    @Test(arguments: [[0x00], [0x1C], [0x1F], [0xC2, 0x9B]] as [[UInt8]])
    func decode_ignoresControlsThatAreNoKey(bytes: [UInt8]) {
        var sut = makeSUT()

        #expect(sut.decode(bytes).isEmpty)
    }

    @Test(arguments: sequences)
    func keyBytes_decodeBackToTheSameKey(bytes: [UInt8], key: Key) {
        var sut = makeSUT()

        #expect(sut.decode(key.bytes) == [key])
    }

    // MARK: - Helpers

    private func makeSUT() -> KeyDecoder {
        KeyDecoder()
    }
}

private func csi(_ tail: String) -> [UInt8] { [0x1B, 0x5B] + Array(tail.utf8) }
private func ss3(_ tail: String) -> [UInt8] { [0x1B, 0x4F] + Array(tail.utf8) }
