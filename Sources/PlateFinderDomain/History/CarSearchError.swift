import Foundation

/// Why a search through the history did not give a vehicle.
public enum CarSearchError: Error, Equatable, Sendable {
    /// The lookup failed and the history had no vehicle to stand in.
    case lookup(CarInfoError)
    /// The history could not be read or written.
    case storage(StoreError)
    /// The search was abandoned (a newer one replaced it); nothing was recorded.
    case cancelled

    /// The lookup's failure, when that is what this is.
    public var lookupError: CarInfoError? {
        if case .lookup(let error) = self { return error }
        return nil
    }
}
