import Foundation
import PlateFinderDomain

/// A fines loader that answers from a script and records every request.
///
/// An unscripted plate fails with `parsingError("unscripted")`, so a test that forgets to
/// set up an answer shows it.
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
    private var received: [Request] = []
    private var onRequest: (@Sendable () -> Void)?

    /// A loader with no answers.
    public init() {}

    /// Every request, in order.
    public var requests: [Request] { lock.withLock { received } }

    /// Answers `plate` with `result` from now on.
    public func stub(_ plate: String, with result: Result<FinesReport, CarInfoError>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// Calls `action` as each request arrives, before it is answered.
    public func whenAsked(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { onRequest = action }
    }

    /// The scripted answer for `plate`.
    public func loadFines(
        for lookupPlate: LookupPlate, statuses: Set<FineStatus>
    ) async throws(CarInfoError) -> FinesReport {
        let plate = lookupPlate.plate
        let (answer, action) = lock.withLock {
            received.append(Request(plate: plate, statuses: statuses))
            return (answers[plate], onRequest)
        }
        action?()
        guard let answer else { throw .parsingError("unscripted") }
        return try answer.get()
    }
}
