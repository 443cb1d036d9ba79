import Foundation
import PlateFinderDomain

extension AppError {
    /// Sorts a task failure: broken rules and unknown identifiers are shown inline, while
    /// storage that cannot be used interrupts.
    public init(_ error: TaskError) {
        switch error {
        case .validation(let rule): self = .domain(.invalidTask(rule))
        case .notFound(let id): self = .domain(.taskNotFound(id))
        case .ambiguousPrefix(let prefix, let matches):
            self = .domain(.ambiguousTaskPrefix(prefix, matches: matches))
        case .prefixTooShort(let minimum): self = .domain(.taskPrefixTooShort(minimum: minimum))
        case .invalidPlate(let format): self = .domain(.invalidPlate(format))
        case .storage(let error): self.init(error)
        }
    }
}
