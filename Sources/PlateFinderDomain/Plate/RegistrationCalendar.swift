import Foundation

/// The annual registration (matriculación) schedule, set by the plate's last digit.
public enum RegistrationCalendar {
    /// December is left for latecomers; no digit is scheduled in it.
    public static let latecomersMonth = 12

    /// The month (1–12) in which a complete plate must be registered: the last digit 1 is
    /// February, 2 March, … 9 October and 0 November. Nil for incomplete or invalid plates.
    public static func registrationMonth(for plate: Plate) -> Int? {
        guard PlateValidator.validate(plate).isComplete,
            let lastDigit = plate.value.unicodeScalars.last(where: isASCIIDigit),
            let digit = Int(String(lastDigit))
        else { return nil }
        return digit == 0 ? 11 : digit + 1
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
