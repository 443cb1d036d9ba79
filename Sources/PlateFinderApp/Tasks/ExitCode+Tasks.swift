import Foundation
import PlateFinderDomain

extension ExitCode {
    /// The exit code that reports `error`: a broken rule, an id that matches no single task
    /// or a plate that is not complete is the command line's fault; storage is storage.
    public init(_ error: TaskError) {
        switch error {
        case .validation, .notFound, .ambiguousPrefix, .prefixTooShort, .invalidPlate:
            self = .usage
        case .storage: self = .storage
        }
    }
}
