import Foundation

/// A licence plate as typed by a person, normalized for lookup and comparison.
///
/// Normalization upper-cases ASCII letters, removes surrounding white space and removes
/// one separator (a space or a dash) when the text holds exactly one. It never decides
/// whether the plate is valid: that is `PlateValidator`'s job.
public struct Plate: Hashable, Sendable, CustomStringConvertible {
    /// The normalized text, e.g. `PBX1234`.
    public let value: String

    /// Normalizes `text`: `pbx-1234` and ` PBX 1234 ` both become `PBX1234`.
    public init(_ text: String) {
        value = Plate.normalize(text)
    }

    /// The normalized text.
    public var description: String { value }

    private static func normalize(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var scalars = String.UnicodeScalarView()
        let separatorCount = trimmed.unicodeScalars.lazy.filter(isSeparator).count
        for scalar in trimmed.unicodeScalars {
            if separatorCount == 1 && isSeparator(scalar) { continue }
            scalars.append(asciiUppercased(scalar))
        }
        return String(scalars)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "-"
    }

    private static func asciiUppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32) else {
            return scalar
        }
        return upper
    }
}
