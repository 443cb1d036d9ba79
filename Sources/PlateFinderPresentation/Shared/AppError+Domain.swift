import Foundation
import PlateFinderDomain

extension AppError {
    /// Sorts a lookup failure for `plate`: the portal out of reach interrupts, while its
    /// word ("no data") and the input's shape are shown inline.
    public init(_ error: CarInfoError, plate: Plate) {
        switch error {
        case .networkError: self = .interruption(.portalUnreachable)
        case .serverError(let statusCode):
            self = .interruption(.portalFailing(statusCode: statusCode))
        case .timeout: self = .interruption(.portalTimedOut)
        case .portalUnavailable(let detail): self = .interruption(.portalUnavailable(detail))
        case .noDataFound: self = .plate(.noDataFound)
        case .parsingError(let detail): self = .plate(.unreadableAnswer(detail))
        case .invalidPlateFormat: self = .plate(.invalidPlate(PlateValidator.validate(plate)))
        }
    }

    /// A storage failure: always an interruption.
    public init(_ error: StoreError) {
        self = .interruption(.storage(error))
    }

    /// Sorts a search failure for `plate`; nil for a cancelled search, which is no failure
    /// a person needs to see.
    public init?(_ error: CarSearchError, plate: Plate) {
        switch error {
        case .lookup(let error): self.init(error, plate: plate)
        case .storage(let error): self.init(error)
        case .cancelled: return nil
        }
    }
}
