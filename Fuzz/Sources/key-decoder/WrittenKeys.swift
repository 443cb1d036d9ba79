import FuzzSupport
import TerminalUI

/// Keys the fuzzer chose, among those a terminal can send unambiguously.
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

    let keys: [Key]

    init(_ input: inout FuzzInput) {
        var keys: [Key] = []
        while !input.isExhausted, keys.count < 64 {
            switch input.number(in: 0...2) {
            case 0: keys.append(input.element(of: Self.namedKeys))
            case 1: keys.append(.control(input.element(of: Self.controlLetters)))
            default: keys.append(.character(input.element(of: Self.characters)))
            }
        }
        self.keys = keys
    }
}
