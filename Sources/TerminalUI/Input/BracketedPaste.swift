/// The bytes of one bracketed paste, from after its start marker `ESC [200~` to its end
/// marker `ESC [201~`, however the reads split them and however long the terminal pauses.
///
/// At most `byteLimit` bytes are kept; past them the rest is dropped until the end marker.
/// The text is the printable part of what was kept: a paste is inserted, never typed, so
/// its controls and line breaks (which would act as keys, Enter among them) are dropped.
struct BracketedPaste: Sendable {
    /// Most bytes of a paste kept.
    static let byteLimit = 64 * 1024
    /// `ESC [201~`, which ends a paste.
    static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var bytes: [UInt8] = []
    /// How many bytes of the end marker the latest bytes match.
    private var matched = 0

    /// Adds the next byte of the paste; true when it completes the end marker.
    mutating func add(_ byte: UInt8) -> Bool {
        if byte == Self.endMarker[matched] {
            matched += 1
            return matched == Self.endMarker.count
        }
        // Only the marker's first byte is ESC, so a mismatch leaves no shorter match
        // but one starting at this byte.
        keep(Self.endMarker[..<matched])
        matched = 0
        if byte == Self.endMarker[0] {
            matched = 1
        } else {
            keep(CollectionOfOne(byte))
        }
        return false
    }

    /// The printable text of the bytes kept: invalid UTF-8, controls, line breaks and bidi
    /// overrides dropped.
    var text: String {
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var codec = Unicode.UTF8()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar):
                if Self.isInsertable(scalar) { scalars.append(scalar) }
            case .error: continue
            case .emptyInput: return String(scalars)
            }
        }
    }

    private mutating func keep(_ more: some Collection<UInt8>) {
        bytes.append(contentsOf: more.prefix(max(0, Self.byteLimit - bytes.count)))
    }

    /// Printable as typed text is, and no C0 control, DEL or line or paragraph separator.
    private static func isInsertable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x2028, 0x2029: false
        default: KeyDecoder.isPrintable(scalar)
        }
    }
}
