import Foundation

/// A vehicle found for a plate, where it came from, and whether the plate is a favourite.
public struct CarSearchResult: Equatable, Sendable {
    /// Where a vehicle came from.
    public enum Source: Equatable, Sendable {
        /// Fetched from the portal just now; `fetchedAt` is when the search was recorded.
        case portal(fetchedAt: Date)
        /// Read from the history; the portal gave it at `fetchedAt`.
        case cache(fetchedAt: Date)

        /// Whether the answer is a saved copy rather than fresh from the service.
        public var isCache: Bool {
            switch self {
            case .portal: false
            case .cache: true
            }
        }

        /// When the portal gave the vehicle, wherever it came from now.
        public var fetchedAt: Date {
            switch self {
            case .portal(let fetchedAt), .cache(let fetchedAt): fetchedAt
            }
        }
    }

    /// The plate that was searched.
    public let plate: LookupPlate
    /// The vehicle.
    public let car: Car
    /// Where the vehicle came from.
    public let source: Source
    /// Why the portal could not answer, when the cache stood in for it.
    public let portalFailure: CarInfoError?
    /// Why a fresh answer is missing from the history: the store can only be read. Nil
    /// when it was recorded, and for a saved copy.
    public let recordingFailure: StoreError?
    /// Whether the plate is a favourite, as the store said in the same search.
    public let isFavorite: Bool

    /// A result; `portalFailure` is set only when the cache stood in for a failed lookup,
    /// `recordingFailure` only when a fresh answer could not be recorded.
    public init(
        plate: LookupPlate, car: Car, source: Source, portalFailure: CarInfoError? = nil,
        recordingFailure: StoreError? = nil, isFavorite: Bool = false
    ) {
        self.plate = plate
        self.car = car
        self.source = source
        self.portalFailure = portalFailure
        self.recordingFailure = recordingFailure
        self.isFavorite = isFavorite
    }
}
