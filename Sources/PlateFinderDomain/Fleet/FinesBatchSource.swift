import Foundation

/// The ANT's fines grid as a batch's source: the pending fines, asked through `loader` on
/// the ANT's host (the grid is on the portal), its answers kept as the plates' saved fines
/// in `store`, where `due` and the offline `fines` read them.
///
/// A busy portal (429 or 503) holds the whole host for the wait it asked for, capped by
/// the batch's retry policy. A loader that cannot tell a busy portal from a failing one
/// reports a plain 429 or 503: that is still taken as the host saying it is busy, without a
/// wait of its own, so the backoff's wait holds the host instead. The portal's "no data"
/// is not kept.
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
            report = try await loader.fetchFines(for: plate, statuses: [.pending])
        } catch .lookup(.noDataFound) {
            return nil
        } catch .lookup(.serverError(let statusCode)) where statusCode == 429 || statusCode == 503 {
            throw .hostBusy(.serverError(statusCode: statusCode), retryAfter: nil)
        } catch {
            throw error
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
