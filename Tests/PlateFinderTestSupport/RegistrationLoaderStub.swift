import Foundation
import PlateFinderDomain

/// An SRI loader that answers from a script and records every plate it was asked for.
///
/// An unscripted plate fails with `parsingError("unscripted")`, so a test that forgets
/// to set up an answer shows it.
public final class RegistrationLoaderStub: RegistrationLoader, @unchecked Sendable {
    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var answers: [Plate: Result<SRIRegistration?, CarInfoError>] = [:]
    private var asked: [Plate] = []

    /// A loader with no answers.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { lock.withLock { asked } }

    /// Answers `plate` with `result` from now on (a nil registration: no such vehicle).
    public func stub(_ plate: String, with result: Result<SRIRegistration?, CarInfoError>) {
        lock.withLock { answers[Plate(plate)] = result }
    }

    /// The scripted answer for `plate`.
    public func loadRegistration(
        for plate: LookupPlate
    ) async throws(CarInfoError) -> SRIRegistration? {
        let answer = lock.withLock {
            asked.append(plate.plate)
            return answers[plate.plate]
        }
        guard let answer else { throw .parsingError("unscripted") }
        return try answer.get()
    }
}
