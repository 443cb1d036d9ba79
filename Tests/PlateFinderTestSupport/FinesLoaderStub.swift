import Foundation
import PlateFinderDomain

/// A fines loader that answers from a script and records every request, and when it came.
///
/// An unscripted plate fails with `parsingError("unscripted")`, so a test that forgets to
/// set up an answer shows it. `fetchFines` may first fail as scripted with
/// `stub(_:failingFirstWith:)`, such as a busy portal with its wait.
public final class FinesLoaderStub: FinesLoader, @unchecked Sendable {
    /// One request: the plate and the statuses asked.
    public struct Request: Equatable, Sendable {
        /// The plate asked about.
        public let plate: Plate
        /// The statuses asked.
        public let statuses: Set<FineStatus>

        /// A request for `statuses` of `plate`.
        public init(plate: Plate, statuses: Set<FineStatus>) {
            self.plate = plate
            self.statuses = statuses
        }
    }

    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var answers: [Plate: Result<FinesReport, CarInfoError>] = [:]
    private var firstFailures: [Plate: [SourceFailure]] = [:]
    private var received: [Request] = []
    private var instants: [ContinuousClock.Instant] = []
    private var onRequest: (@Sendable () -> Void)?

    /// A loader with no answers.
    public init() {}

    /// Every request, in order.
    public var requests: [Request] { lock.withLock { received } }

    /// When each request arrived, in order.
    public var requestInstants: [ContinuousClock.Instant] { lock.withLock { instants } }

    /// Answers `plate` with `result` from now on.
    public func stub(_ plate: String, with result: Result<FinesReport, CarInfoError>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// Fails the next requests for `plate` with `failures`, one each, in order, before it
    /// gets its scripted answer.
    public func stub(_ plate: String, failingFirstWith failures: [SourceFailure]) {
        lock.withLock { firstFailures[Plate(plate)] = failures }
    }

    /// Calls `action` as each request arrives, before it is answered.
    public func whenAsked(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { onRequest = action }
    }

    /// The scripted answer for `plate`.
    public func loadFines(
        for lookupPlate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport {
        do { return try await fetchFines(for: lookupPlate, statuses: statuses) } catch {
            throw error.error
        }
    }

    /// The next scripted failure for `plate`, else its scripted answer.
    public func fetchFines(
        for lookupPlate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(SourceFailure) -> FinesReport {
        let plate = lookupPlate.plate
        let (failure, answer, action) = lock.withLock {
            received.append(Request(plate: plate, statuses: statuses))
            instants.append(ContinuousClock.now)
            let failure =
                firstFailures[plate]?.isEmpty == false
                ? firstFailures[plate]?.removeFirst() : nil
            return (failure, answers[plate], onRequest)
        }
        action?()
        if let failure { throw failure }
        guard let answer else { throw .lookup(.parsingError("unscripted")) }
        do { return try answer.get() } catch { throw .lookup(error) }
    }
}
