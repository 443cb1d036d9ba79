import Foundation

/// The freshness of every front end's lookup, named in one place.
extension FreshnessPolicy {
    /// `find`: the sources are always asked.
    public static let find = FreshnessPolicy.alwaysAsk
    /// `check`: always asked, like `find`.
    public static let check = FreshnessPolicy.alwaysAsk
    /// `fines`: always asked.
    public static let fines = FreshnessPolicy.alwaysAsk
    /// `due --refresh`: every answer fresh.
    public static let dueRefresh = FreshnessPolicy.alwaysAsk
    /// `history show`: the saved answers, or a lookup as `find` does when none is saved.
    public static let historyShow = FreshnessPolicy.savedElseAsk
    /// A vehicle the app opens from a list: what is saved, else asked.
    public static let openedVehicle = FreshnessPolicy.savedElseAsk
    /// `tasks remind` and the app's reminders key: what is saved, else asked.
    public static let reminders = FreshnessPolicy.savedElseAsk
    /// `due`: saved answers only.
    public static let due = FreshnessPolicy.savedOnly

    /// The age below which a batch uses a saved answer by default: a day.
    public static let defaultBatchMaximumAge = Duration.seconds(24 * 60 * 60)

    /// `batch --max-age`: a saved answer younger than `maximumAge` (zero always asks).
    public static func batch(maximumAge: Duration) -> FreshnessPolicy {
        maximumAge > .zero ? .youngerThan(maximumAge) : .alwaysAsk
    }
}
