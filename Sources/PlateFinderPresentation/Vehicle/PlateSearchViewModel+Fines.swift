import Foundation
import PlateFinderDomain

extension PlateSearchViewModel {
    /// Asks the ANT's fines grid about `plate` once its vehicle lookup has ended, when the
    /// fines are asked at all; when the portal has just failed to answer about the vehicle,
    /// the saved fines stand in at once rather than waiting as long again. Failures stay in
    /// `fines`, beside a vehicle the ANT may still show.
    func readFines(of plate: LookupPlate) async {
        guard let lookUpFines = finesUseCase, searchedPlate == plate else { return }
        let failure = LoadVehicleReport.portalFailure(in: vehicleOutcome)
        fines = .loading
        await finesLookup.run {
            await Result { () async throws(CarSearchError) in
                if let failure {
                    return try await lookUpFines.savedAnswer(for: plate, standingInFor: failure)
                }
                return try await lookUpFines(plate)
            }
        } deliver: { [weak self] outcome in
            guard let self, self.searchedPlate == plate else { return }
            switch outcome {
            case .success(let result): self.fines = .loaded(result)
            case .failure(let error):
                self.fines = AppError(error, plate: plate.plate).map(Loadable.failed) ?? .idle
            }
        }
    }
}
