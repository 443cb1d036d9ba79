import Foundation
import PlateFinderDomain

extension AppError {
    /// Sorts a source's failure: a source out of reach interrupts, while its word ("no
    /// data") and an answer that could not be understood are shown inline.
    public init(_ failure: LookupFailure) {
        switch failure.reason {
        case .noData: self = .plate(.noData(failure.source))
        case .notUnderstood: self = .plate(.notUnderstood(failure))
        case .unreachable, .timedOut, .busy, .httpStatus, .unexpectedAnswer:
            self = .interruption(.lookup(failure))
        }
    }

    /// A storage failure: always an interruption.
    public init(_ error: StoreError) {
        self = .interruption(.storage(error))
    }
}
