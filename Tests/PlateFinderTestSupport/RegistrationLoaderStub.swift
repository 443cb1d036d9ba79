import Foundation
import PlateFinderDomain

/// An SRI loader that answers from a script and records every plate it was asked for.
///
/// An unscripted plate fails as an answer not understood (`described("unscripted")`), so a
/// test that forgets to set up an answer shows it.
public final class RegistrationLoaderStub: RegistrationLoader, @unchecked Sendable {
    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var answers: [Plate: Result<SRIRegistration?, LookupFailure>] = [:]
    private var asked: [Plate] = []

    /// A loader with no answers.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { lock.withLock { asked } }

    /// Fails `plate` from now on, the SRI failing for `reason`.
    public func stub(_ plate: String, failingWith reason: LookupFailureReason) {
        stub(plate, with: .failure(LookupFailure(.sri, reason)))
    }

    /// Answers `plate` with `result` from now on (a nil registration: no such vehicle).
    public func stub(_ plate: String, with result: Result<SRIRegistration?, LookupFailure>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// The scripted answer for `plate`.
    public func loadRegistration(
        for plate: LookupPlate
    ) async throws(LookupFailure) -> SRIRegistration? {
        let answer = lock.withLock {
            asked.append(plate.plate)
            return answers[plate.plate]
        }
        guard let answer else {
            throw LookupFailure(.sri, .notUnderstood(.described("unscripted")))
        }
        return try answer.get()
    }
}
