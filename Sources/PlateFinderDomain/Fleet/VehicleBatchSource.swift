import Foundation

/// The ANT's vehicle page as a batch's source: asked through `loader`, its answers kept as
/// the plates' saved vehicles in `store`.
///
/// The portal's "no data" is not kept: like a failed search, it leaves a vehicle saved
/// earlier as it was.
public struct VehicleBatchSource: BatchSource {
    /// The ANT's portal.
    public let host = ServiceHost.ant
    private let loader: any CarInfoLoader
    private let store: any CarStore

    /// A source asking `loader` and keeping its vehicles in `store`.
    public init(loader: any CarInfoLoader, store: any CarStore) {
        self.loader = loader
        self.store = store
    }

    /// The plate's saved vehicle.
    public func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<Car>? {
        try await store.savedVehicle(for: plate).map {
            SourceAnswer($0.car, fetchedAt: $0.fetchedAt)
        }
    }

    /// The portal's vehicle, or nil when it has no data for the plate.
    public func fetch(_ plate: LookupPlate) async throws(SourceFailure) -> Car? {
        do {
            return try await loader.fetchCar(for: plate)
        } catch .lookup(.noDataFound) {
            return nil
        }
    }

    /// Saves the vehicle apart from the history; "no data" changes nothing.
    public func save(_ answer: SourceAnswer<Car>, for plate: Plate) async throws(StoreError) {
        guard let car = answer.answer else { return }
        try await store.saveVehicle(
            SavedVehicle(plate: plate, car: car, fetchedAt: answer.fetchedAt))
    }
}
