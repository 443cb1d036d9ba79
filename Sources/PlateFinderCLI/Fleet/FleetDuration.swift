import Foundation

/// Reads an age typed on the command line (`--max-age 24h`, `--older-than 7d`): a whole
/// number and one unit — `s` seconds, `m` minutes, `h` hours, `d` days — or `0`.
public enum FleetDuration {
    /// The longest age understood: a hundred years, far beyond any answer kept.
    public static let longest = Duration.seconds(100 * 366 * 24 * 60 * 60)

    /// The age `text` names, for the option `option`; a usage error naming both when it
    /// names none.
    public static func parse(_ text: String, option: String) throws(UsageError) -> Duration {
        let invalid = UsageError.fleet(.invalidDuration(option: option, text: text))
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "0" { return .zero }
        guard let unit = trimmed.last, let scale = scales[unit] else { throw invalid }
        let digits = trimmed.dropLast()
        // Nine digits of any unit fit easily; more would be no age anyone keeps answers for.
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int64(digits)
        else { throw invalid }
        let seconds = number * scale
        guard seconds <= longest.components.seconds else { throw invalid }
        return .seconds(seconds)
    }

    private static let scales: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
}
