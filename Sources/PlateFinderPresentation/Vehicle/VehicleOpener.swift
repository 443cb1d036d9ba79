import Foundation
import Observation
import PlateFinderDomain

/// Opens a listed plate's vehicle for the history and favourites screens: the cached
/// vehicle without a request when the history holds one, else a fresh search.
///
/// Beside a saved vehicle it shows the SRI's and the fines' saved answers, read without a
/// request and delivered with the vehicle; a fresh search shows the ANT's answer only.
/// A list screen opens and closes it; its shell only reads it.
@MainActor
@Observable
public final class VehicleOpener {
    /// The plate last opened.
    public private(set) var plate: Plate?
    /// The vehicle of `plate`.
    public private(set) var state: Loadable<CarSearchResult> = .idle
    /// The SRI's saved answer about `plate`; idle when none is saved or it is not asked.
    public private(set) var registration: Loadable<RegistrationLookupResult> = .idle
    /// The saved fines of `plate`; idle when none are saved or they are not asked.
    public private(set) var fines: Loadable<FinesLookupResult> = .idle

    @ObservationIgnored private let history: ManageHistory
    @ObservationIgnored private let parts: SavedReportParts
    @ObservationIgnored private let errorHandler: ErrorHandler
    @ObservationIgnored private let operation = LatestOperation()

    init(history: ManageHistory, parts: SavedReportParts, errorHandler: ErrorHandler) {
        self.history = history
        self.parts = parts
        self.errorHandler = errorHandler
    }

    /// Whether the registration is paid, judged from the saved SRI answer's last paid year
    /// on today; `unknown` without one.
    public var registrationStatus: RegistrationStatus {
        guard let plate, let today = parts.clock?.today() else { return .unknown }
        return RegistrationStatusPolicy.status(
            for: plate, lastPaidYear: registration.value?.registration?.record.lastPaidYear,
            today: today)
    }

    /// Opens `plate`, a stored plate submitted again (a list keeps whatever its file held);
    /// an interruption offers `retry`. Returns whether the answer was shown (false when a
    /// newer open or `close()` replaced it).
    func open(_ plate: Plate, retry: @escaping ErrorHandler.RetryAction) async -> Bool {
        self.plate = plate
        registration = .idle
        fines = .idle
        let submission = PlateSubmission(plate.value)
        guard let lookupPlate = submission.lookupPlate else {
            operation.cancel()
            state = .failed(.plate(.invalidPlate(submission.format)))
            return true
        }
        state = .loading
        return await operation.run { [history, parts] in
            let vehicle = await Result { () async throws(CarSearchError) in
                try await history.open(lookupPlate)
            }
            guard case .success(let result) = vehicle, result.source.isCache else {
                return OpenedVehicleAnswer(vehicle: vehicle, parts: .init())
            }
            return OpenedVehicleAnswer(vehicle: vehicle, parts: await parts.read(lookupPlate))
        } deliver: { [weak self] answer in
            self?.finish(answer, for: plate, retry: retry)
        }
    }

    /// Stops opening and forgets the plate opened.
    func close() {
        operation.cancel()
        plate = nil
        state = .idle
        registration = .idle
        fines = .idle
    }

    private func finish(
        _ answer: OpenedVehicleAnswer, for plate: Plate, retry: @escaping ErrorHandler.RetryAction
    ) {
        registration = OpenedVehicleAnswer.loadable(answer.parts.registration, plate: plate)
        fines = OpenedVehicleAnswer.loadable(answer.parts.fines, plate: plate)
        switch answer.vehicle {
        case .success(let result):
            state = .loaded(result)
        case .failure(let error):
            state =
                AppError(error, plate: plate).map { .failed(errorHandler.report($0, retry: retry)) }
                ?? .idle
        }
    }
}
