import Testing

@testable import TerminalUI

/// Between `ESC [200~` and `ESC [201~` the bytes are one paste, whatever pauses occur and
/// however the reads split them: its printable text, bounded, never keys.
@Suite struct KeyDecoderPasteTests {
    private static let start = csi("200~")
    private static let end = csi("201~")

    @Test func decode_deliversOnePaste_ofItsPrintableText_neverKeys() {
        var sut = makeSUT()

        let keys = sut.decode(Self.start + Array("PCQ\u{8}5129\r".utf8) + Self.end)

        #expect(keys == [.paste("PCQ5129")])
        #expect(!sut.hasPendingInput)
    }

    @Test(arguments: [
        ("a\tb\nc\r\nd", "abcd"),
        ("\u{3}\u{1A}\u{1B}x\u{7F}y\u{0}", "xy"),
        ("a\u{9B}b\u{85}c", "abc"),
        ("a\u{202E}b\u{2066}c\u{200F}d", "abcd"),
        ("line\u{2028}next\u{2029}end", "linenextend"),
        ("\u{1B}[A\u{1B}[3~\u{1B}OB", "[A[3~OB"),
        ("Ñandú 日本 👍🏽", "Ñandú 日本 👍🏽"),
        ("a\u{1B}[20b\u{1B}[201x", "a[20b[201x"),
    ])
    func decode_dropsControlsLineBreaksAndOverrides_fromAPaste(pasted: String, text: String) {
        var sut = makeSUT()

        let keys = sut.decode(Self.start + Array(pasted.utf8) + Self.end)

        #expect(keys == [.paste(text)])
    }

    /// Every split after the start marker, which is a sequence like any other until complete.
    @Test(arguments: 6..<16)
    func decode_deliversTheSamePaste_whenReadsSplitItAndTheInputPauses(splitAt: Int) {
        var sut = makeSUT()
        let bytes = Self.start + Array("PCQ5".utf8) + Self.end

        let first = sut.decode(bytes[..<splitAt])
        let paused = sut.flush()
        let stillPasting = sut.isInsideBracketedPaste
        let second = sut.decode(bytes[splitAt...])

        #expect(first.isEmpty)
        #expect(paused.isEmpty)
        #expect(stillPasting)
        #expect(second == [.paste("PCQ5")])
    }

    @Test func decode_keepsAPasteOpen_acrossPausesAndReads_untilItsEndMarker() {
        var sut = makeSUT()

        let opened = sut.decode(Self.start + Array("PCQ".utf8))
        let pauses = sut.flush() + sut.flush()
        let typedMeanwhile = sut.decode([0x0D] + Array("51".utf8))
        let pending = sut.hasPendingInput && sut.isInsideBracketedPaste
        let more = sut.flush() + sut.decode(Array("29".utf8) + Self.end.prefix(3))
        let ended = sut.decode(Self.end.dropFirst(3) + Array("x".utf8))

        #expect(opened.isEmpty && pauses.isEmpty && typedMeanwhile.isEmpty && more.isEmpty)
        #expect(pending)
        #expect(ended == [.paste("PCQ5129"), .character("x")])
        #expect(!sut.isInsideBracketedPaste)
    }

    @Test func decode_keepsAtMost64KiBOfAPaste_droppingTheRestUntilItsEndMarker() {
        var sut = makeSUT()
        let limit = 64 * 1024

        let keys = sut.decode(
            Self.start + [UInt8](repeating: 0x61, count: limit + 5000) + Self.end + [0x7A])

        #expect(keys == [.paste(String(repeating: "a", count: limit)), .character("z")])
    }

    @Test func decode_dropsACharacterCutByTheLimit() {
        var sut = makeSUT()
        let pasted = "a" + String(repeating: "é", count: 40_000)

        let keys = sut.decode(Self.start + Array(pasted.utf8) + Self.end)

        #expect(keys == [.paste("a" + String(repeating: "é", count: 32_767))])
    }

    @Test func decode_keepsTypedTextAndPasteInOrder() {
        var sut = makeSUT()

        let keys = sut.decode(Array("ab".utf8) + Self.start + Array("cd".utf8) + Self.end + [0x65])

        #expect(keys == [.character("a"), .character("b"), .paste("cd"), .character("e")])
    }

    @Test(arguments: [[], Array("\r\n\u{7}".utf8)] as [[UInt8]])
    func decode_deliversNothing_forAPasteWithoutPrintableText(pasted: [UInt8]) {
        var sut = makeSUT()

        #expect(sut.decode(Self.start + pasted + Self.end + [0x61]) == [.character("a")])
    }

    @Test func decode_dropsAnEndMarker_outsideAPaste() {
        var sut = makeSUT()

        #expect(sut.decode(Self.end + [0x61]) == [.character("a")])
    }

    @Test(arguments: ["PCQ5129", "Ñ😀 e\u{301}"])
    func pasteBytes_decodeBackToTheSamePaste(text: String) {
        var sut = makeSUT()

        #expect(sut.decode(Key.paste(text).bytes) == [.paste(text)])
    }

    // MARK: - Helpers

    private func makeSUT() -> KeyDecoder {
        KeyDecoder()
    }
}

private func csi(_ tail: String) -> [UInt8] { [0x1B, 0x5B] + Array(tail.utf8) }
