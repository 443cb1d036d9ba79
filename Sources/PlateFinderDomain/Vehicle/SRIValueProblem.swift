import Foundation

/// What is wrong with one value of the SRI's answer.
public enum SRIValueProblem: String, Hashable, Sendable {
    /// It is not a believable amount.
    case amount
    /// It is not a year.
    case year
    /// It is not a believable number.
    case number
    /// It is not a date.
    case date
    /// It is not a believable date.
    case believableDate
}
