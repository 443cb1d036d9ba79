import Foundation

/// A licence plate as typed by a person, normalized for lookup and comparison.
///
/// Normalization removes surrounding white space and dashes, removes every space and dash
/// inside (`pbx-1234`, `PBX 12 34` and `p b x 1234` are all `PBX1234`) and upper-cases ASCII
/// letters; normalizing a plate again changes nothing. It never decides whether the plate is
/// valid: that is `PlateValidator`'s job.
public struct Plate: Hashable, Sendable, CustomStringConvertible {
    /// The normalized text, e.g. `PBX1234`.
    public let value: String

    /// Normalizes `text`: `pbx-1234`, ` PBX 1234 ` and `PBX 12-34` all become `PBX1234`.
    public init(_ text: String) {
        value = Plate.normalizeASCII(text) ?? Plate.normalizeUnicode(text)
    }

    /// The normalized text.
    public var description: String { value }

    /// Typed plates are nearly always ASCII; this path runs on every key press, so it
    /// works on bytes and leaves Unicode trimming to the general path.
    private static func normalizeASCII(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = bytes.startIndex
            var end = bytes.endIndex
            // A dash goes anyway; trimming it with the white space keeps white space it
            // hid (`-\tX`) from surviving the first normalization but not the second.
            while start < end, isSurrounding(bytes[start]) { start += 1 }
            while end > start, isSurrounding(bytes[end - 1]) { end -= 1 }
            let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return String(unsafeUninitializedCapacity: trimmed.count) { output in
                var count = 0
                for byte in trimmed where !isSeparator(byte) {
                    output[count] = isLowercaseASCII(byte) ? byte - 0x20 : byte
                    count += 1
                }
                return count
            }
        } ?? nil
    }

    private static func normalizeUnicode(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: surrounding)
        var scalars = String.UnicodeScalarView()
        for scalar in trimmed.unicodeScalars {
            if scalar.isASCII && isSeparator(UInt8(scalar.value)) { continue }
            let isLower = scalar.isASCII && isLowercaseASCII(UInt8(scalar.value))
            scalars.append(isLower ? Unicode.Scalar(UInt8(scalar.value) - 0x20) : scalar)
        }
        return String(scalars)
    }

    /// What is removed around a plate: white space, and dashes (spaces are white space).
    private static let surrounding = CharacterSet.whitespacesAndNewlines.union(
        CharacterSet(charactersIn: "-"))

    private static func isSurrounding(_ byte: UInt8) -> Bool {
        isASCIIWhitespace(byte) || isSeparator(byte)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")
    }

    private static func isLowercaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
