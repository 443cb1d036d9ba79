import Foundation
import PlateFinderDomain

extension ExitCode {
    /// The exit code that reports `error`: a broken rule or an id that matches no single
    /// task is the command line's fault; storage is storage.
    public init(_ error: TaskError) {
        switch error {
        case .validation, .notFound, .ambiguousPrefix, .prefixTooShort:
            self = .usage
        case .storage: self = .storage
        }
    }
}
