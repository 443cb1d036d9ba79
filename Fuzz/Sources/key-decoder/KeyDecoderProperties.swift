import FuzzSupport
import TerminalUI

/// Any byte stream decodes to keys — the same keys however the reads split it — and the
/// decoder never waits for a sequence that cannot complete: a pause (flush) or a few more
/// bytes always bring it back to nothing pending. Keys written as a terminal sends them
/// decode back to themselves.
enum KeyDecoderProperties {
    /// Bytes after which no sequence the decoder knows can still be pending.
    static let settlingBytes = [UInt8](repeating: UInt8(ascii: "x"), count: 4)

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
        for case .character(let character) in keys {
            Property.require(
                character.unicodeScalars.allSatisfy(isTypeable),
                "a typed character holds a control: \(Property.quote(character))")
        }
        var settled = decoder
        _ = settled.decode(settlingBytes)
        Property.require(!settled.hasPendingInput, "still pending after \(settlingBytes)")
        let flushed = decoder.flush()
        Property.require(flushed.count <= 1, "a pause released \(flushed)")
        Property.require(!decoder.hasPendingInput, "still pending after a pause")
        var input = FuzzInput(bytes)
        checkRoundTrip(WrittenKeys(&input).keys)
    }

    /// Keys sent as their bytes, with a pause after each Escape (alone it is ambiguous),
    /// decode to themselves.
    private static func checkRoundTrip(_ keys: [Key]) {
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        for key in keys {
            decoded += decoder.decode(key.bytes)
            if key == .escape { decoded += decoder.flush() }
        }
        decoded += decoder.flush()
        Property.require(
            KeyTokens(decoded) == KeyTokens(keys), "\(keys) came back as \(decoded)")
    }

    /// Not a C0 or C1 control, DEL, or a direction mark, embedding, override or isolate.
    private static func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
