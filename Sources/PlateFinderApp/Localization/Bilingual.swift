import Foundation

/// Wording in the person's language: every text is written in English and in Spanish side
/// by side, and `localized` picks one.
public protocol Bilingual {
    /// The language every text is picked in.
    var language: Language { get }
}

extension Bilingual {
    /// `english` or `spanish`, whichever matches the language.
    public func localized(_ english: String, _ spanish: String) -> String {
        switch language {
        case .english: english
        case .spanish: spanish
        }
    }

    /// `one` for a count of 1 and `other` for any other count: the plural rule English and
    /// Spanish share, so call sites name both forms instead of testing the count.
    public func plural(
        _ count: Int, one: @autoclosure () -> String, other: @autoclosure () -> String
    ) -> String {
        count == 1 ? one() : other()
    }
}
