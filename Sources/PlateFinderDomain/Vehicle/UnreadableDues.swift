import Foundation

/// Why the SRI's answer could not be understood. Texts quoted from it are the SRI's, as
/// received: whoever shows them strips them first.
public enum UnreadableDues: Hashable, Sendable {
    /// The SRI's answer is not the expected JSON.
    case notJSON
    /// The SRI's answer names no plate.
    case withoutPlate
    /// The SRI answered about this other plate.
    case otherPlate(String)
    /// The SRI's value under `key` cannot be right.
    case unbelievableValue(key: String, SRIValueProblem)
    /// The SRI's subtotals add up past the largest believable amount.
    case totalOverflow
    /// An object of the SRI's answer names this key twice (empty when the key is not fit to
    /// quote): which value counts is ambiguous.
    case duplicateKey(String)
}
