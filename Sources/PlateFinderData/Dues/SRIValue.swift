import Foundation
import PlateFinderDomain

/// Reads the SRI's numbers as the domain's values, refusing what cannot be right.
enum SRIValue {
    /// Amounts beyond a billion dollars are not believed: no registration costs that.
    static let largestAmount = Decimal(1_000_000_000)
    /// Years outside this range are not a vehicle's.
    static let plausibleYears = 1900...2200
    /// Ecuador keeps UTC−5 all year; the SRI's days are midnights there.
    static let ecuador = TimeZone(secondsFromGMT: -5 * 3600) ?? .gmt

    /// `number` rounded to the cent, half away from zero; zero when absent.
    static func money(_ number: SRIJSONNumber?, _ key: String) throws(LookupFailureReason) -> Money
    {
        guard let value = number?.value else { return .zero }
        guard value.isFinite, abs(value) <= largestAmount else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .amount)))
        }
        var scaled = value * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return Money(cents: NSDecimalNumber(decimal: rounded).intValue)
    }

    /// A year, which must be whole and plausible; nil when absent.
    static func year(_ number: SRIJSONNumber?, _ key: String) throws(LookupFailureReason) -> Int? {
        guard let number else { return nil }
        guard let year = whole(number.value), plausibleYears.contains(year) else {
            throw .notUnderstood(.dues(.unbelievableValue(key: key, .year)))
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
