import Foundation

/// The SRI's dues as a batch's source: asked through `loader`, its answers — "no such
/// vehicle" included — kept as the plates' saved answers in `store`.
public struct RegistrationBatchSource: BatchSource {
    /// The SRI's service.
    public let host = ServiceHost.sri
    private let loader: any RegistrationLoader
    private let store: any RegistrationStore

    /// A source asking `loader` and keeping its answers in `store`.
    public init(loader: any RegistrationLoader, store: any RegistrationStore) {
        self.loader = loader
        self.store = store
    }

    /// The plate's saved answer.
    public func savedAnswer(
        for plate: Plate
    ) async throws(StoreError) -> SourceAnswer<SRIRegistration>? {
        try await store.savedRegistration(for: plate).map {
            SourceAnswer($0.registration, fetchedAt: $0.fetchedAt)
        }
    }

    /// The SRI's answer, or nil when it has no vehicle with that plate.
    public func fetch(_ plate: LookupPlate) async throws(SourceFailure) -> SRIRegistration? {
        try await loader.fetchRegistration(for: plate)
    }

    /// Replaces the plate's saved answer.
    public func save(
        _ answer: SourceAnswer<SRIRegistration>, for plate: Plate
    ) async throws(StoreError) {
        try await store.saveRegistration(
            SavedRegistration(
                plate: plate, registration: answer.answer, fetchedAt: answer.fetchedAt))
    }
}
