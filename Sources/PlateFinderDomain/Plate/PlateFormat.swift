import Foundation

/// What a (possibly incomplete) plate text is, as far as the ANT plate formats go.
public enum PlateFormat: String, CaseIterable, Sendable {
    /// Nothing typed yet.
    case empty
    /// A prefix that can still become a valid plate.
    case partiallyValid
    /// Text that can no longer become a valid plate.
    case invalid
    /// Three letters and four digits, e.g. `ABC1234`.
    case car
    /// Two letters, three digits and a letter, e.g. `AB123A`.
    case bike
    /// Two letters and four digits (diplomatic, consular, international bodies), e.g. `CD1234`.
    case special

    /// Whether the plate is complete and can be looked up.
    public var isComplete: Bool {
        switch self {
        case .car, .bike, .special: true
        case .empty, .partiallyValid, .invalid: false
        }
    }
}
