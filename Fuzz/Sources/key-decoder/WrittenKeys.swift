import FuzzSupport
import TerminalUI

/// Input the fuzzer chose, as a terminal sends it: keys it can send unambiguously, bracketed
/// pastes (controls and line breaks among their text, pauses inside them) and OSC, DCS, APC,
/// PM and SOS strings (ended by BEL, ST or a pause); with the keys it stands for.
struct WrittenKeys {
    /// Keys other than characters and Ctrl-letters.
    private static let namedKeys: [Key] = [
        .enter, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .escape, .interrupt, .suspend,
    ]
    /// Letters whose Ctrl byte is no other key (C, H, I, J, M and Z are).
    private static let controlLetters = Array("abdefgklnopqrstuvwxy")
    /// Characters of one to four UTF-8 bytes, a combining mark among them.
    private static let characters = Array("a Z~Ñ€中😀\u{301}🇪🇨")
    /// Pieces of a paste, as pasted and as inserted. None starts with `1`, so a piece ending
    /// in part of the end marker never completes it with the next.
    private static let pastePieces: [(pasted: String, text: String)] = [
        ("a", "a"), ("Ñ", "Ñ"), ("😀", "😀"), ("\u{301}", "\u{301}"), (" ", " "),
        ("\r", ""), ("\n", ""), ("\u{8}", ""), ("\u{3}", ""), ("\u{7F}", ""), ("\u{2028}", ""),
        ("\u{202E}", ""), ("\u{85}", ""), ("\u{1B}x", "x"), ("\u{1B}[20", "[20"),
        ("[201~", "[201~"), ("\u{1B}[A", "[A"),
    ]
    /// What follows ESC to open a string: OSC, DCS, APC, PM, SOS.
    private static let stringIntroducers = Array("]P_^X".utf8)
    /// Pieces of a string's content: anything but BEL and ESC, which end it.
    private static let stringPieces = ["0;pwn", "\r", "\u{3}", "Ñ", "\u{9C}", "[A", "\\", "~"]

    /// The reads, each with whether the input pauses after it.
    private(set) var reads: [(bytes: [UInt8], pauses: Bool)] = []
    /// The keys the reads stand for.
    private(set) var keys: [Key] = []

    init(_ input: inout FuzzInput) {
        while !input.isExhausted, keys.count < 64 {
            switch input.number(in: 0...4) {
            case 0: add(input.element(of: Self.namedKeys))
            case 1: add(.control(input.element(of: Self.controlLetters)))
            case 2: add(.character(input.element(of: Self.characters)))
            case 3: addPaste(&input)
            default: addString(&input)
            }
        }
    }

    /// A key as its bytes; alone an Escape is ambiguous, so a pause follows it.
    private mutating func add(_ key: Key) {
        reads.append((key.bytes, key == .escape))
        keys.append(key)
    }

    /// A paste of a few pieces, the input pausing between some of them.
    private mutating func addPaste(_ input: inout FuzzInput) {
        var read = Array("\u{1B}[200~".utf8)
        var text = ""
        for _ in 0..<input.number(in: 0...8) {
            let piece = input.element(of: Self.pastePieces)
            read += Array(piece.pasted.utf8)
            text += piece.text
            if input.bool() {
                reads.append((read, true))
                read = []
            }
        }
        reads.append((read + Array("\u{1B}[201~".utf8), false))
        if !text.isEmpty { keys.append(.paste(text)) }
    }

    /// A string of a few pieces, ended by BEL, by ST or by a pause; it stands for no key.
    private mutating func addString(_ input: inout FuzzInput) {
        var read: [UInt8] = [0x1B, input.element(of: Self.stringIntroducers)]
        for _ in 0..<input.number(in: 0...4) {
            read += Array(input.element(of: Self.stringPieces).utf8)
        }
        switch input.number(in: 0...2) {
        case 0: reads.append((read + [0x07], false))
        case 1: reads.append((read + [0x1B, 0x5C], false))
        default: reads.append((read, true))
        }
    }
}
