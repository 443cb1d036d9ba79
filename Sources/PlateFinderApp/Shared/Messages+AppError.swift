import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension Messages {
    /// One sentence for an interruption; a storage one names the file at `storePath`.
    public func sentence(for interruption: Interruption, storePath: String) -> String {
        // The portal's sentences do not depend on the plate.
        let anyPlate = Plate("")
        return switch interruption {
        case .portalUnreachable: sentence(for: .networkError, plate: anyPlate)
        case .portalFailing(let statusCode):
            sentence(for: .serverError(statusCode: statusCode), plate: anyPlate)
        case .portalTimedOut: sentence(for: .timeout, plate: anyPlate)
        case .portalUnavailable(let detail):
            sentence(for: .portalUnavailable(detail), plate: anyPlate)
        case .storage(let error): sentence(for: error, path: storePath)
        }
    }

    /// One sentence for a failure shown where `plate` was asked about.
    public func sentence(for failure: PlateFailure, plate: Plate) -> String {
        switch failure {
        case .invalidPlate(let format):
            let shown = ControlCharacterStripper.strip(plate.value)
            return localized(
                "\(shown) is not a complete plate (\(formatName(format))).",
                "\(shown) no es una placa completa (\(formatName(format))).")
        case .noDataFound:
            return sentence(for: CarInfoError.noDataFound, plate: plate)
        case .unreadableAnswer(let detail):
            return sentence(for: CarInfoError.parsingError(detail), plate: plate)
        }
    }

    /// One sentence for a failure shown where a task was asked for.
    public func sentence(for failure: TaskFailure) -> String {
        switch failure {
        case .invalidTask(let error):
            sentence(for: error)
        case .notFound(let id):
            sentence(for: TaskError.notFound(id), storePath: "")
        case .ambiguousPrefix(let prefix, let matches):
            sentence(for: TaskError.ambiguousPrefix(prefix, matches: matches), storePath: "")
        case .prefixTooShort(let minimum):
            sentence(for: TaskError.prefixTooShort(minimum: minimum), storePath: "")
        }
    }
}
