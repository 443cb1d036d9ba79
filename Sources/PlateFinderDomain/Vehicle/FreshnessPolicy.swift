import Foundation

/// When a lookup asks a source and when it uses the source's saved answer instead.
///
/// Whatever the policy, when asking fails because the source could not be asked, a saved
/// answer of any age stands in, labelled as such; never against the source's word.
public enum FreshnessPolicy: Hashable, Sendable {
    /// Always ask.
    case alwaysAsk
    /// Use the saved answer when there is one; ask when there is none.
    case savedElseAsk
    /// Use the saved answer only; never ask.
    case savedOnly
    /// Use a saved answer younger than this; ask otherwise.
    case youngerThan(Duration)

    /// Whether a saved answer fetched at `fetchedAt` is used without asking, at `now`.
    func prefersSaved(fetchedAt: Date, now: Date) -> Bool {
        switch self {
        case .alwaysAsk: false
        case .savedElseAsk, .savedOnly: true
        case .youngerThan(let age): Duration.seconds(now.timeIntervalSince(fetchedAt)) < age
        }
    }

    /// Whether the policy reads the saved answer before it asks.
    var readsSavedFirst: Bool { self != .alwaysAsk }
}
