import Foundation

/// What `platefinder batch`, `saved` and `due` are asked to do.
enum FleetAction: Equatable {
    /// Look the plates of an input up.
    case batch(BatchRequest)
    /// List the saved answers, as text or JSON.
    case saved(json: Bool, ConfigurationOptions)
    /// Remove the saved answers older than `age` (typed as `text`), except favourites'.
    case prune(olderThan: Duration, text: String, ConfigurationOptions)
    /// List what falls due.
    case due(DueRequest)
}
