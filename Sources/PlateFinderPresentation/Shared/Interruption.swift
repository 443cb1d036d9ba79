import Foundation
import PlateFinderDomain

/// A failure of the environment that needs the person: reported to the `ErrorHandler`.
public enum Interruption: Equatable, Sendable {
    /// The portal could not be reached (no connection, refused, cut mid-way).
    case portalUnreachable
    /// The portal answered with a non-2xx status code.
    case portalFailing(statusCode: Int)
    /// The portal did not answer in time.
    case portalTimedOut
    /// The portal answered with something other than its vehicle page; the text says what.
    case portalUnavailable(String)
    /// The local store (history, favourites, tasks) could not be read or written.
    case storage(StoreError)
}
