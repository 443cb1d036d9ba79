import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension Messages {
    /// One sentence for an interruption; a storage one names the file at `storePath`, a
    /// lookup one the source that failed.
    public func sentence(for interruption: Interruption, storePath: String) -> String {
        switch interruption {
        // A source that cannot be asked is said the same whatever the plate.
        case .lookup(let failure): sentence(for: failure, plate: Plate(""))
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
        case .noData(let source):
            return sentence(for: LookupFailure(source, .noData), plate: plate)
        case .notUnderstood(let failure):
            return sentence(for: failure, plate: plate)
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
