extension Key {
    /// The bytes a typical terminal sends for this key; scripted input in tests uses them.
    public var bytes: [UInt8] {
        switch self {
        case .character(let character): Array(String(character).utf8)
        case .enter: [0x0D]
        case .backspace: [0x7F]
        case .delete: Self.csi("3~")
        case .tab: [0x09]
        case .backTab: Self.csi("Z")
        case .up: Self.csi("A")
        case .down: Self.csi("B")
        case .left: Self.csi("D")
        case .right: Self.csi("C")
        case .home: Self.csi("H")
        case .end: Self.csi("F")
        case .pageUp: Self.csi("5~")
        case .pageDown: Self.csi("6~")
        case .escape: [0x1B]
        case .interrupt: [0x03]
        case .suspend: [0x1A]
        case .control(let letter): Self.controlByte(letter)
        case .paste(let text): Self.csi("200~") + Array(text.utf8) + Self.csi("201~")
        }
    }

    private static func csi(_ tail: String) -> [UInt8] {
        [0x1B, 0x5B] + Array(tail.utf8)
    }

    private static func controlByte(_ letter: Character) -> [UInt8] {
        guard let ascii = letter.lowercased().first?.asciiValue, (0x61...0x7A).contains(ascii)
        else { return [] }
        return [ascii - 0x60]
    }
}
