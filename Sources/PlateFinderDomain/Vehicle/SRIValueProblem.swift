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
    /// It is an amount below zero where only what is owed can stand.
    case negativeAmount
    /// It is a year, but not a believable one for what it dates.
    case believableYear
    /// It is absent where the SRI lists something whose amount it must give.
    case missing
}
