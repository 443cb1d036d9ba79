import Foundation

/// The ANT's fines grid as a batch's source: the pending fines, asked through `loader` on
/// the ANT's host (the grid is on the portal), its answers kept as the plates' saved fines
/// in `store`, where `due` and the offline `fines` read them.
///
/// The loader cannot tell a busy portal from a failing one, so a 429 or 503 is taken as
/// the host saying it is busy, without a wait of its own: the backoff's wait holds the
/// whole host instead. The portal's "no data" is not kept.
public struct FinesBatchSource: BatchSource {
    /// The ANT's portal.
    public let host = ServiceHost.ant
    private let loader: any FinesLoader
    private let store: any FinesStore

    /// A source asking `loader` and keeping its answers in `store`.
    public init(loader: any FinesLoader, store: any FinesStore) {
        self.loader = loader
        self.store = store
    }

    /// The plate's saved pending fines; a saved answer that did not ask for them is none.
    public func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<FineList>? {
        guard let saved = try await store.savedFines(for: plate),
            let pending = saved.report.pending
        else { return nil }
        return SourceAnswer(pending, fetchedAt: saved.fetchedAt)
    }

    /// The pending fines, or nil when the portal has no data for the plate.
    public func fetch(_ plate: LookupPlate) async throws(SourceFailure) -> FineList? {
        let report: FinesReport
        do {
            report = try await loader.loadFines(for: plate, statuses: [.pending])
        } catch .noDataFound {
            return nil
        } catch .serverError(let statusCode) where statusCode == 429 || statusCode == 503 {
            throw .hostBusy(.serverError(statusCode: statusCode), retryAfter: nil)
        } catch {
            throw .lookup(error)
        }
        guard let pending = report.pending else {
            throw .lookup(.parsingError("the fines answer lists no pending fines"))
        }
        return pending
    }

    /// Replaces the plate's saved fines with the pending ones; "no data" changes nothing.
    public func save(_ answer: SourceAnswer<FineList>, for plate: Plate) async throws(StoreError) {
        guard let pending = answer.answer else { return }
        try await store.saveFines(
            SavedFines(
                report: FinesReport(plate: plate, lists: [.pending: pending]),
                fetchedAt: answer.fetchedAt))
    }
}
