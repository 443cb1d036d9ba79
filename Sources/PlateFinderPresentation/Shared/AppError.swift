import Foundation
import PlateFinderDomain

/// Why something a person asked for did not happen, sorted by how a screen shows it.
///
/// Front ends word every case (the presentation layer holds no user-facing text).
public enum AppError: Error, Equatable, Sendable {
    /// The plate, or the portal's answer about it, rules the request out; shown inline.
    case plate(PlateFailure)
    /// A task rule or identifier rules the request out; shown inline.
    case task(TaskFailure)
    /// The environment failed (portal out of reach, storage unusable); also reported to
    /// the `ErrorHandler`, which offers a retry.
    case interruption(Interruption)

    /// Whether the failure needs the person's attention beyond the screen that asked.
    public var isInterruption: Bool { interruption != nil }

    /// The interruption, when this is one.
    public var interruption: Interruption? {
        switch self {
        case .plate, .task: nil
        case .interruption(let interruption): interruption
        }
    }
}
