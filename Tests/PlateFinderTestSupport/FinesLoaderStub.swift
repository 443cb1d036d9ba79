import Foundation
import PlateFinderDomain

/// A fines loader that answers from a script and records every request, and when it came.
///
/// An unscripted plate fails as an answer not understood (`described("unscripted")`), so a
/// test that forgets to set up an answer shows it. A request may first fail as scripted
/// with `stub(_:failingFirstWith:)`, such as a busy portal with its wait.
public final class FinesLoaderStub: FinesLoader, @unchecked Sendable {
    /// One request: the plate, the statuses asked, and whether they were read from the
    /// vehicle page just fetched rather than from a page the loader fetches itself.
    public struct Request: Equatable, Sendable {
        /// The plate asked about.
        public let plate: Plate
        /// The statuses asked.
        public let statuses: Set<FineStatus>
        /// Whether the fines were read from a page the lookup had just fetched.
        public let fromPage: Bool

        /// A request for `statuses` of `plate`, from the page just fetched when `fromPage`.
        public init(plate: Plate, statuses: Set<FineStatus>, fromPage: Bool = false) {
            self.plate = plate
            self.statuses = statuses
            self.fromPage = fromPage
        }
    }

    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var answers: [Plate: Result<FinesReport?, LookupFailure>] = [:]
    private var firstFailures: [Plate: [LookupFailure]] = [:]
    private var received: [Request] = []
    private var instants: [ContinuousClock.Instant] = []
    private var onRequest: (@Sendable () -> Void)?

    /// A loader with no answers.
    public init() {}

    /// Every request, in order.
    public var requests: [Request] { lock.withLock { received } }

    /// When each request arrived, in order.
    public var requestInstants: [ContinuousClock.Instant] { lock.withLock { instants } }

    /// Answers `plate` with `report` from now on.
    public func stub(_ plate: String, with report: FinesReport) {
        stub(plate, with: .success(report))
    }

    /// Answers `plate` with `result` from now on (nil: the portal's "no data").
    public func stub(_ plate: String, with result: Result<FinesReport?, LookupFailure>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// Fails `plate` from now on, the fines grid failing for `reason`.
    public func stub(_ plate: String, failingWith reason: LookupFailureReason) {
        stub(plate, with: .failure(LookupFailure(.fines, reason)))
    }

    /// Fails the next requests for `plate` with `failures`, one each, in order, before it
    /// gets its scripted answer.
    public func stub(_ plate: String, failingFirstWith failures: [LookupFailure]) {
        lock.withLock { firstFailures[Plate(plate)] = failures }
    }

    /// Calls `action` as each request arrives, before it is answered.
    public func whenAsked(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { onRequest = action }
    }

    /// The next scripted failure for `plate`, else its scripted answer.
    public func loadFines(
        for plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport? {
        try answer(Request(plate: plate.plate, statuses: statuses))
    }

    /// The next scripted failure for `plate`, else its scripted answer ("no data" is not
    /// one: a page was read).
    public func loadFines(
        from page: VehiclePage, of plate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(LookupFailure) -> FinesReport {
        guard
            let report = try answer(Request(plate: plate.plate, statuses: statuses, fromPage: true))
        else { throw LookupFailure(.fines, .noData) }
        return report
    }

    private func answer(_ request: Request) throws(LookupFailure) -> FinesReport? {
        let (failure, answer, action) = lock.withLock {
            received.append(request)
            instants.append(ContinuousClock.now)
            let failure =
                firstFailures[request.plate]?.isEmpty == false
                ? firstFailures[request.plate]?.removeFirst() : nil
            return (failure, answers[request.plate], onRequest)
        }
        action?()
        if let failure { throw failure }
        guard let answer else {
            throw LookupFailure(.fines, .notUnderstood(.described("unscripted")))
        }
        return try answer.get()
    }
}
