import Foundation
import PlateFinderDomain

extension AppError {
    /// Sorts a task failure: broken rules and unknown identifiers are shown inline, while
    /// storage that cannot be used interrupts.
    public init(_ error: TaskError) {
        switch error {
        case .validation(let rule): self = .task(.invalidTask(rule))
        case .notFound(let id): self = .task(.notFound(id))
        case .ambiguousPrefix(let prefix, let matches):
            self = .task(.ambiguousPrefix(prefix, matches: matches))
        case .prefixTooShort(let minimum): self = .task(.prefixTooShort(minimum: minimum))
        case .storage(let error): self.init(error)
        }
    }
}
