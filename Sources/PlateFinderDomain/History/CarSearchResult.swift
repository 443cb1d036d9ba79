import Foundation

/// A vehicle found for a plate, and where it came from.
public struct CarSearchResult: Equatable, Sendable {
    /// Where a vehicle came from.
    public enum Source: Equatable, Sendable {
        /// Fetched from the portal just now.
        case portal
        /// Read from the history; the portal gave it at `fetchedAt`.
        case cache(fetchedAt: Date)
    }

    /// The plate that was searched.
    public let plate: Plate
    /// The vehicle.
    public let car: Car
    /// Where the vehicle came from.
    public let source: Source
    /// Why the portal could not answer, when the cache stood in for it.
    public let portalFailure: CarInfoError?

    /// A result; `portalFailure` is set only when the cache stood in for a failed lookup.
    public init(plate: Plate, car: Car, source: Source, portalFailure: CarInfoError? = nil) {
        self.plate = plate
        self.car = car
        self.source = source
        self.portalFailure = portalFailure
    }
}
