import Foundation

/// Looks up the vehicle registered under a plate.
public protocol CarInfoLoader: Sendable {
    /// The vehicle for `plate`.
    func loadCar(for plate: LookupPlate) async throws(CarInfoError) -> Car

    /// The vehicle for `plate` as `loadCar` finds it, or why not, saying when the host
    /// answered that it is busy; a loader that cannot tell reports `loadCar`'s failure.
    func fetchCar(for plate: LookupPlate) async throws(SourceFailure) -> Car
}

extension CarInfoLoader {
    /// `loadCar`, its failure never saying that the host is busy.
    public func fetchCar(for plate: LookupPlate) async throws(SourceFailure) -> Car {
        do { return try await loadCar(for: plate) } catch { throw .lookup(error) }
    }
}
