import Foundation
import PlateFinderDomain

/// Reads the SRI's numbers as the domain's values, refusing what cannot be right.
enum SRIValue {
    /// Amounts beyond a billion dollars are not believed: no registration costs that.
    static let largestAmount = Decimal(1_000_000_000)
    /// `largestAmount` in cents, the bound of every sum too.
    static let largestCents = 100_000_000_000
    /// Dates outside these years are not a vehicle's.
    static let plausibleYears = 1900...2200
    /// Ecuador keeps UTC−5 all year; the SRI's days are midnights there.
    static let ecuador = TimeZone(secondsFromGMT: -5 * 3600) ?? .gmt

    /// `number` rounded to the cent, half away from zero, within `largestAmount` either
    /// side of zero (a detail may be a discount). An amount the SRI lists must be given:
    /// printing a zero it never said would be a number the SRI did not give.
    static func money(_ number: SRIJSONNumber?, _ key: String) throws(LookupFailureReason) -> Money
    {
        guard let value = number?.value else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .missing)))
        }
        guard value.isFinite, abs(value) <= largestAmount else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .amount)))
        }
        var scaled = value * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return Money(cents: NSDecimalNumber(decimal: rounded).intValue)
    }

    /// What is owed under `key`: `money`, but never below zero; nil when absent.
    static func owed(_ number: SRIJSONNumber?, _ key: String) throws(LookupFailureReason) -> Money?
    {
        guard let number else { return nil }
        return try owedGiven(number, key)
    }

    /// What is owed under `key`, which a listed debt or item must give: `owed`, refused when
    /// absent.
    static func owedGiven(
        _ number: SRIJSONNumber?, _ key: String
    ) throws(LookupFailureReason) -> Money {
        let amount = try money(number, key)
        guard !amount.isNegative else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .negativeAmount)))
        }
        return amount
    }

    /// The sum of `amounts`, none below zero, checked against `largestCents` as each is
    /// added, so no sum past it is ever made.
    static func total(of amounts: [Money]) throws(LookupFailureReason) -> Money {
        var cents = 0
        for amount in amounts {
            cents += amount.cents
            guard cents <= largestCents else { throw .notUnderstood(.dues(.totalOverflow)) }
        }
        return Money(cents: cents)
    }

    /// A year, which must be whole and within `years`; nil when absent.
    static func year(
        _ number: SRIJSONNumber?, _ key: String, in years: ClosedRange<Int>
    ) throws(LookupFailureReason) -> Int? {
        guard let number else { return nil }
        guard let year = whole(number.value) else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .year)))
        }
        guard years.contains(year) else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .believableYear)))
        }
        return year
    }

    /// A count such as cm³, rounded to a whole number; nil when absent.
    static func wholeNumber(
        _ number: SRIJSONNumber?, _ key: String
    ) throws(LookupFailureReason) -> Int? {
        guard let value = number?.value else { return nil }
        guard value.isFinite, value >= 0, value < 1_000_000 else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .number)))
        }
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }

    /// The calendar day in Ecuador of epoch milliseconds; nil when absent.
    static func day(
        _ number: SRIJSONNumber?, _ key: String
    ) throws(LookupFailureReason) -> CalendarDate? {
        guard let number else { return nil }
        guard let milliseconds = whole(number.value) else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .date)))
        }
        let instant = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
        let day = CalendarDate(instant: instant, in: ecuador)
        guard plausibleYears.contains(day.year) else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .believableDate)))
        }
        return day
    }

    /// `value` as an `Int` when it is whole and small enough to be a year or a date.
    private static func whole(_ value: Decimal) -> Int? {
        guard value.isFinite, abs(value) < Decimal(1_000_000_000_000_000) else { return nil }
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, 0, .plain)
        guard rounded == value else { return nil }
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
