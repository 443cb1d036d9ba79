import Foundation

/// When a lookup asks a source and when it uses the source's saved answer instead.
///
/// Whatever the policy, when asking fails because the source could not be asked, a saved
/// answer of any age stands in, labelled as such; never against the source's word.
public enum FreshnessPolicy: Hashable, Sendable {
    /// Always ask.
    case alwaysAsk
    /// Use the saved answers when there are any; ask when there are none. A lookup decides
    /// it for the report as a whole, so a report is either saved or fresh, never a mix.
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
        // Compared as seconds: a `Duration` made of any instants' interval could trap.
        case .youngerThan(let age): now.timeIntervalSince(fetchedAt) < age.inSeconds
        }
    }
}
