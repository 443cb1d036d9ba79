import Foundation
import PlateFinderDomain

/// A failure of the environment that needs the person: reported to the `ErrorHandler`.
public enum Interruption: Equatable, Sendable {
    /// A source could not be asked (out of reach, busy, failing, timed out, answering with
    /// something else); the failure names it.
    case lookup(LookupFailure)
    /// The local store (history, favourites, tasks) could not be read or written.
    case storage(StoreError)
}
