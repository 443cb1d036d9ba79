import Foundation

/// One source's part of a report on a plate: how asking it ended, and where its answer
/// came from.
public enum ReportPart<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// The source was not wanted.
    case notAsked
    /// The source's answer about the vehicle.
    case answered(Answer, AnswerOrigin)
    /// The source said it has no vehicle with the plate (the SRI: it is not registered).
    case noData(AnswerOrigin)
    /// The source gave no answer and no saved one could stand in.
    case failed(LookupFailure)
    /// Only saved answers were wanted, and none is saved.
    case notSaved
    /// Cancellation cut the source short before it answered.
    case cancelled

    /// The answer, fresh or saved; nil without one.
    public var answer: Answer? {
        if case .answered(let answer, _) = self { return answer }
        return nil
    }

    /// Where the answer (or the source's "no data") came from; nil without either.
    public var origin: AnswerOrigin? {
        switch self {
        case .answered(_, let origin), .noData(let origin): origin
        case .notAsked, .failed, .notSaved, .cancelled: nil
        }
    }

    /// Whether the source answered, with the vehicle or with "no data".
    public var isAnswered: Bool { origin != nil }

    /// Why the source gave no answer just now: its failure, or the one a saved copy stands
    /// in for; nil otherwise.
    public var failure: LookupFailure? {
        switch self {
        case .failed(let failure): failure
        case .answered, .noData: origin?.standInFailure
        case .notAsked, .notSaved, .cancelled: nil
        }
    }
}
