import FuzzSupport
import TerminalUI

/// Any byte stream decodes to keys — the same keys however the reads split it — and the
/// decoder never waits for a sequence that cannot complete: after a pause (flush) nothing is
/// pending, except an open bracketed paste, which its end marker closes. Typed characters
/// and pasted text hold no control. Input written as a terminal sends it (keys, pastes with
/// pauses inside, strings ended by BEL, ST or a pause) decodes to the keys it stands for.
enum KeyDecoderProperties {
    /// `ESC [201~`, which ends a bracketed paste.
    static let pasteEnd = Array("\u{1B}[201~".utf8)

    static func check(_ bytes: [UInt8]) {
        var decoder = KeyDecoder()
        let keys = decoder.decode(bytes)
        let whole = KeyTokens(keys)
        for chunkSize in [1, 2, 5] {
            var split = KeyDecoder()
            var splitKeys: [Key] = []
            for start in stride(from: 0, to: bytes.count, by: chunkSize) {
                splitKeys += split.decode(bytes[start..<min(start + chunkSize, bytes.count)])
            }
            Property.require(
                KeyTokens(splitKeys) == whole,
                "reads of \(chunkSize) bytes decode \(splitKeys), whole reads \(keys)")
        }
        Property.require(keys.count <= bytes.count, "\(keys.count) keys from \(bytes.count) bytes")
        for key in keys {
            switch key {
            case .character(let character):
                Property.require(
                    character.unicodeScalars.allSatisfy(isTypeable),
                    "a typed character holds a control: \(Property.quote(character))")
            case .paste(let text):
                Property.require(
                    !text.isEmpty && text.unicodeScalars.allSatisfy(isInsertable),
                    "a paste holds a control or line break: \(Property.quote(text))")
            default: continue
            }
        }
        let flushed = decoder.flush()
        Property.require(flushed.count <= 1, "a pause released \(flushed)")
        Property.require(
            !decoder.hasPendingInput || decoder.isInsideBracketedPaste,
            "still pending after a pause")
        if decoder.isInsideBracketedPaste {
            _ = decoder.decode(pasteEnd)
            Property.require(!decoder.hasPendingInput, "a paste still open after its end marker")
        }
        var input = FuzzInput(bytes)
        checkRoundTrip(WrittenKeys(&input))
    }

    /// Written input, read as written and paused where written, decodes to its keys.
    private static func checkRoundTrip(_ written: WrittenKeys) {
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        for read in written.reads {
            decoded += decoder.decode(read.bytes)
            if read.pauses { decoded += decoder.flush() }
        }
        decoded += decoder.flush()
        Property.require(
            KeyTokens(decoded) == KeyTokens(written.keys),
            "\(written.keys) came back as \(decoded)")
    }

    /// Not a C0 or C1 control, DEL, or a direction mark, embedding, override or isolate.
    private static func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }

    /// Typeable, and no line or paragraph separator.
    private static func isInsertable(_ scalar: Unicode.Scalar) -> Bool {
        isTypeable(scalar) && scalar != "\u{2028}" && scalar != "\u{2029}"
    }
}
