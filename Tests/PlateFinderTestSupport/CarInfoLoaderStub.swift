import Foundation
import PlateFinderDomain
import Synchronization

/// A loader that answers from a script and records every plate it was asked for.
///
/// An unscripted plate fails with `parsingError("unscripted")`, so a test that forgets
/// to set up an answer shows it.
public final class CarInfoLoaderStub: CarInfoLoader {
    private let state = Mutex<(answers: [String: Result<Car, CarInfoError>], asked: [Plate])>(
        ([:], []))

    /// A loader with no answers.
    public init() {}

    /// Every plate asked for, in order.
    public var requestedPlates: [Plate] { state.withLock { $0.asked } }

    /// Answers `plate` with `result` from now on.
    public func stub(_ plate: String, with result: Result<Car, CarInfoError>) {
        state.withLock { $0.answers[Plate(plate).value] = result }
    }

    /// The scripted answer for `plate`.
    public func loadCar(for plate: Plate) async throws(CarInfoError) -> Car {
        let answer = state.withLock { state in
            state.asked.append(plate)
            return state.answers[plate.value]
        }
        guard let answer else { throw .parsingError("unscripted") }
        return try answer.get()
    }
}
