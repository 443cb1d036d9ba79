import Foundation

/// A plate as a person submits it — to look it up, validate it, open it from a link or link
/// it to something — rather than while typing it.
///
/// Old car plates have three digits (`PBA-123`); the portals know them written with four
/// (`PBA0123`), so a submitted plate of three letters and three digits is written with four.
/// While typing, `ABC123` stays a prefix of `ABC1234` (`PlateValidator` is incremental), which
/// is why this rule applies only on submission.
public struct PlateSubmission: Hashable, Sendable {
    /// The plate to use: normalized, and written with four digits when it was an old one.
    public let plate: Plate
    /// Its format.
    public let format: PlateFormat
    /// Whether the text was an old three-digit car plate, now written with four digits.
    public let wasWrittenWithFourDigits: Bool

    /// The plate `text` submits.
    public init(_ text: String) {
        let typed = Plate(text)
        if let padded = Self.fourDigitForm(of: typed) {
            plate = padded
            wasWrittenWithFourDigits = true
        } else {
            plate = typed
            wasWrittenWithFourDigits = false
        }
        format = PlateValidator.validate(plate)
    }

    /// Whether the plate can be looked up.
    public var isComplete: Bool { format.isComplete }

    /// The plate to look up, link or make a favourite; nil when it is not complete.
    public var lookupPlate: LookupPlate? {
        isComplete ? LookupPlate(completePlate: plate, format: format) : nil
    }

    /// `ABC0123` for `ABC123`; nil for any other plate.
    private static func fourDigitForm(of plate: Plate) -> Plate? {
        let bytes = Array(plate.value.utf8)
        guard bytes.count == 6, bytes[..<3].allSatisfy(isLetter), bytes[3...].allSatisfy(isDigit)
        else { return nil }
        return Plate(plate.value.prefix(3) + "0" + plate.value.suffix(3))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
