import Testing

@testable import TerminalUI

/// OSC, DCS, APC, PM and SOS strings a terminal may send are dropped whole, never typed:
/// they end at BEL, at ST or at a pause, and an Alt-] typed by hand loses nothing after it.
@Suite struct KeyDecoderStringTests {
    /// `]` OSC, `P` DCS, `_` APC, `^` PM, `X` SOS.
    static let introducers: [UInt8] = [0x5D, 0x50, 0x5F, 0x5E, 0x58]
    /// BEL, and ST as ESC `\`.
    static let terminators: [[UInt8]] = [[0x07], [0x1B, 0x5C]]

    static let strings: [[UInt8]] = introducers.flatMap { introducer in
        terminators.map { [0x1B, introducer] + Array("0;pwn\r\u{3}".utf8) + $0 }
    }

    @Test(arguments: strings)
    func decode_dropsTheStringWhole_upToItsBELOrST(bytes: [UInt8]) {
        var sut = makeSUT()

        let keys = sut.decode(bytes + Array("ab".utf8))

        #expect(keys == [.character("a"), .character("b")])
        #expect(!sut.hasPendingInput)
    }

    @Test(arguments: strings)
    func decode_dropsTheStringWhole_whenItArrivesOneByteAtATime(bytes: [UInt8]) {
        var sut = makeSUT()

        let keys = (bytes + [0x61]).flatMap { sut.decode([$0]) }

        #expect(keys == [.character("a")])
    }

    @Test(arguments: introducers)
    func flush_endsAnUnterminatedString_soWhatIsTypedAfterThePauseCounts(introducer: UInt8) {
        var sut = makeSUT()

        let during = sut.decode([0x1B, introducer] + Array("0;pwn".utf8))
        let paused = sut.flush()
        let pending = sut.hasPendingInput
        let typed = sut.decode(Array("PCQ".utf8))

        #expect(during.isEmpty && paused.isEmpty)
        #expect(!pending)
        #expect(typed == [.character("P"), .character("C"), .character("Q")])
    }

    @Test func decode_losesNothingTypedAfterAPause_followingAltRightBracket() {
        var sut = makeSUT()

        let alt = sut.decode([0x1B, 0x5D]) + sut.flush()
        let typed = sut.decode(Array("ab".utf8) + [0x0D])

        #expect(alt.isEmpty)
        #expect(typed == [.character("a"), .character("b"), .enter])
    }

    @Test func decode_endsAString_atAnEscapeStartingAnotherSequence() {
        var sut = makeSUT()

        let keys = sut.decode([0x1B, 0x5D] + Array("0;x".utf8) + [0x1B, 0x5B, 0x41])

        #expect(keys == [.up])
    }

    @Test func decode_dropsALongStringWhole_keepingNoneOfIt() {
        var sut = makeSUT()
        let content = [UInt8](repeating: 0x61, count: 1024 * 1024)

        let keys = sut.decode([0x1B, 0x5D] + content + [0x07] + Array("z".utf8))

        // Counted first: a failure must not print a million keys.
        #expect(keys.count == 1)
        #expect(keys.last == .character("z"))
    }

    // MARK: - Helpers

    private func makeSUT() -> KeyDecoder {
        KeyDecoder()
    }
}
