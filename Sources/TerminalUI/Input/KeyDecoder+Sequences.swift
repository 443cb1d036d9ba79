extension KeyDecoder {
    /// The parameters of `ESC [200~`, which starts a bracketed paste.
    static let pasteStart: [UInt8] = Array("200".utf8)

    /// The key for a C0 control byte or DEL; nil for those no key stands for.
    static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        case 0x09: .tab
        case 0x03: .interrupt
        case 0x1A: .suspend
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: nil
        }
    }

    /// Whether a decoded scalar may be typed as text: not a C1 control or a bidi override.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }

    /// `ESC O x`: the application-mode cursor keys.
    static func singleShiftKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    /// `ESC [ parameters final`. Modifier parameters (`ESC [1;5A`) are accepted and ignored;
    /// private-mode sequences (`ESC [<…`, `ESC [?…`) are not keys.
    static func controlSequenceKey(_ parameters: [UInt8], final: UInt8) -> Key? {
        guard parameters.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) }) else {
            return nil
        }
        let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false)
        let first = fields.first.flatMap { Int(String(decoding: $0, as: UTF8.self)) }
        switch final {
        case 0x7E: return tildeKey(first)
        case 0x5A: return .backTab
        default:
            guard first == nil || first == 1 else { return nil }
            return singleShiftKey(final)
        }
    }

    private static func tildeKey(_ number: Int?) -> Key? {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        default: nil
        }
    }
}
