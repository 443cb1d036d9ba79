import Foundation
import PlateFinderDomain

/// How a command line run ended, as scripts see it in `$?`.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// The vehicle was found, or the plate validated is complete.
    case success = 0
    /// `validate`: the plate is incomplete or invalid.
    case plateIncomplete = 1
    /// The command line was wrong, or `find` was given a plate that is not complete.
    case usage = 2
    /// The portal has no data for the plate.
    case noData = 3
    /// The portal could not be reached, answered with an error or with something other
    /// than its vehicle page, or did not answer in time.
    case portalUnavailable = 4
    /// The portal's page could not be understood.
    case portalUnreadable = 5
    /// The history and favourites file could not be opened, read or written.
    case storage = 6
    /// What the command printed could not be written: to standard output, or to the file
    /// `--output` names.
    case output = 7
    /// `check`: a blocker stops buying, selling or driving the vehicle.
    case blocked = 10
    /// `check`: no blocker was found, but a source gave no answer.
    case incomplete = 11
    /// SIGHUP (the terminal or ssh session went away) stopped the command as Ctrl-C does;
    /// what finished was kept. 128 + 1, as shells report a process that SIGHUP ended.
    case hungUp = 129
    /// Ctrl-C (SIGINT) stopped a batch; what finished was written. 128 + 2, as shells
    /// report a process that SIGINT ended.
    case interrupted = 130
    /// Ctrl-\ (SIGQUIT) stopped the command as Ctrl-C does; what finished was kept.
    /// 128 + 3, as shells report a process that SIGQUIT ended.
    case quit = 131
    /// SIGTERM (`timeout`, `kill`, a service manager) stopped the command as Ctrl-C does;
    /// what finished was kept. 128 + 15, as shells report a process that SIGTERM ended.
    case terminated = 143

    /// The exit code that reports `failure`: 3 for a source's "no data", 5 for an answer
    /// that could not be understood, 4 for a source that could not be asked.
    public init(_ failure: LookupFailure) {
        switch failure.reason {
        case .noData: self = .noData
        case .unreachable, .timedOut, .busy, .httpStatus, .unexpectedAnswer:
            self = .portalUnavailable
        case .notUnderstood: self = .portalUnreadable
        }
    }
}
