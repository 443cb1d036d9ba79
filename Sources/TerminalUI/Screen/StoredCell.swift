/// A cell as the buffer stores it: plain data, so frames are created, copied and compared
/// at memory speed (a `Character` would make every cell a reference-counted value).
///
/// A grapheme of up to eight UTF-8 bytes is kept inline, least significant byte first; a
/// longer one (a family emoji, say) lives in the buffer's `extras`, its index tagged with a
/// low byte of 0xFF, which never starts a UTF-8 sequence.
struct StoredCell: Equatable, Sendable {
    /// The grapheme, inline or as a tagged index into the extras.
    var code: UInt64
    /// The style packed (`CellStyle.packed`), plus the continuation and uncertain-width flags.
    var attributes: UInt16

    static let blank = StoredCell(code: 0x20, attributes: 0)
    /// U+FFFD REPLACEMENT CHARACTER, shown instead of a control character.
    static let replacement: UInt64 = 0xBD_BF_EF
    private static let extraTag: UInt64 = 0xFF
    private static let continuationFlag: UInt16 = 0x100
    private static let uncertainWidthFlag: UInt16 = 0x200

    init(code: UInt64, attributes: UInt16) {
        self.code = code
        self.attributes = attributes
    }

    init(code: UInt64, style: CellStyle, isContinuation: Bool, isUncertainWidth: Bool = false) {
        self.code = code
        attributes =
            style.packed | (isContinuation ? Self.continuationFlag : 0)
            | (isUncertainWidth ? Self.uncertainWidthFlag : 0)
    }

    /// How the cell is drawn.
    var style: CellStyle {
        CellStyle(packed: attributes & ~(Self.continuationFlag | Self.uncertainWidthFlag))
    }
    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { attributes & Self.continuationFlag != 0 }
    /// Whether terminals may draw the grapheme wider or narrower than the buffer measured it
    /// (`WidthSpread`), so the renderer must not trust the cursor after it.
    var isUncertainWidth: Bool { attributes & Self.uncertainWidthFlag != 0 }

    /// Whether the grapheme lives in the buffer's extras.
    var isExtra: Bool { code & 0xFF == Self.extraTag }
    /// The index into the extras, when `isExtra`.
    var extraIndex: Int { Int(code >> 8) }

    /// Whether `scalar` could drive a terminal (C0, DEL, C1) or reorder text (bidi controls);
    /// such graphemes are stored as the replacement character.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The inline code for `character`, or nil when it needs more than eight bytes.
    static func inlineCode(_ character: Character) -> UInt64? {
        var code: UInt64 = 0
        var shift: UInt64 = 0
        for byte in character.utf8 {
            guard shift < 64 else { return nil }
            code |= UInt64(byte) << shift
            shift += 8
        }
        return code
    }

    /// The code for the extra at `index`.
    static func extraCode(_ index: Int) -> UInt64 {
        UInt64(index) << 8 | extraTag
    }

    /// Appends the inline grapheme's bytes to `output`.
    func appendInlineBytes(to output: inout [UInt8]) {
        var remaining = code
        while remaining != 0 {
            output.append(UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }
}
