import Foundation
import PlateFinderDomain

/// An ANT page loader that answers from a script and records every plate it was asked for.
///
/// A scripted car answers as a page declaring no fines grid; nil is the portal's "no data".
/// An unscripted plate fails as an answer not understood (`described("unscripted")`), so a
/// test that forgets to set up an answer shows it.
public final class VehiclePageLoaderStub: VehiclePageLoader, @unchecked Sendable {
    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var answers: [Plate: Result<Car?, LookupFailure>] = [:]
    private var asked: [Plate] = []

    /// A loader with no answers.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { lock.withLock { asked } }

    /// Answers `plate` with `car` from now on.
    public func stub(_ plate: String, with car: Car) {
        stub(plate, with: .success(car))
    }

    /// Answers `plate` with `result` from now on (a nil car: the portal's "no data").
    public func stub(_ plate: String, with result: Result<Car?, LookupFailure>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// Fails `plate` from now on, the ANT failing for `reason`.
    public func stub(_ plate: String, failingWith reason: LookupFailureReason) {
        stub(plate, with: .failure(LookupFailure(.ant, reason)))
    }

    /// The scripted answer for `plate`.
    public func loadPage(for plate: LookupPlate) async throws(LookupFailure) -> VehiclePage? {
        let answer = lock.withLock {
            asked.append(plate.plate)
            return answers[plate.plate]
        }
        guard let answer else {
            throw LookupFailure(.ant, .notUnderstood(.described("unscripted")))
        }
        return try answer.get().map { VehiclePage(car: $0, finesGrid: nil) }
    }
}
