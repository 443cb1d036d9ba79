import Foundation

/// What one source gave a batch for one plate.
public enum BatchPart<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// Asked just now; `unsaved` says why it could not be kept, when it could not.
    case fresh(SourceAnswer<Answer>, unsaved: StoreError?)
    /// A saved answer younger than the batch's maximum age: nothing was asked.
    case saved(SourceAnswer<Answer>)
    /// No answer, after every attempt the retry policy allows.
    case failed(CarInfoError)
    /// Cut short by cancellation before the source answered.
    case cancelled

    /// The answer, fresh or saved; nil when there is none.
    public var answer: SourceAnswer<Answer>? {
        switch self {
        case .fresh(let answer, _), .saved(let answer): answer
        case .failed, .cancelled: nil
        }
    }

    /// The part's outcome, whatever the answer is.
    public var outcome: BatchPartOutcome {
        switch self {
        case .fresh(let answer, _), .saved(let answer): answer.isNoData ? .noData : .found
        case .failed: .failed
        case .cancelled: .cancelled
        }
    }
}
