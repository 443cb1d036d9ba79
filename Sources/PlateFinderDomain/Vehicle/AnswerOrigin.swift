import Foundation

/// Where a source's answer in a report came from: asked just now, or a saved copy.
public enum AnswerOrigin: Hashable, Sendable {
    /// The source answered just now, at this instant.
    case asked(at: Date)
    /// A copy saved when the source gave it at `at`: used without asking, as the lookup's
    /// freshness allowed (`standingInFor` nil), or standing in for a source that could not
    /// be asked just now, and why.
    case saved(at: Date, standingInFor: LookupFailure?)

    /// When the source gave the answer.
    public var fetchedAt: Date {
        switch self {
        case .asked(let at), .saved(let at, _): at
        }
    }

    /// Whether the answer is a saved copy rather than fresh from the source.
    public var isSavedCopy: Bool {
        switch self {
        case .asked: false
        case .saved: true
        }
    }

    /// Why the source could not be asked, when a saved copy stood in for it.
    public var standInFailure: LookupFailure? {
        switch self {
        case .asked: nil
        case .saved(_, let failure): failure
        }
    }
}
