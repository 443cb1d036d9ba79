import PlateFinderApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal that asks a command to stop: Ctrl-C or Ctrl-\ from the terminal, SIGTERM from
/// `timeout`, cron wrappers and service managers, SIGHUP when the terminal goes away.
///
/// A command that watches `Interrupts` stops on any of them as it would on its own end —
/// what finished is kept, files are completed or left as they were — and exits with the
/// signal's code; any other command ends at once with that code. A signal to add is a case
/// here, with its number and code.
public enum StopSignal: CaseIterable, Sendable {
    /// SIGINT: Ctrl-C.
    case interrupt
    /// SIGQUIT: Ctrl-\.
    case quit
    /// SIGTERM: what `timeout`, `kill` and service managers send.
    case terminate
    /// SIGHUP: the terminal or the ssh session went away.
    case hangUp

    /// The signal whose number is `number`, when it is one of these.
    init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else {
            return nil
        }
        self = signal
    }

    /// The signal's name, as `kill -l` and logs show it: `SIGTERM`.
    var name: String {
        switch self {
        case .interrupt: "SIGINT"
        case .quit: "SIGQUIT"
        case .terminate: "SIGTERM"
        case .hangUp: "SIGHUP"
        }
    }

    /// The signal's number.
    var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .quit: SIGQUIT
        case .terminate: SIGTERM
        case .hangUp: SIGHUP
        }
    }

    /// How a command it stopped exits: 128 + its number, as shells report a process that
    /// the signal ended.
    var exitCode: ExitCode {
        switch self {
        case .interrupt: .interrupted
        case .quit: .quit
        case .terminate: .terminated
        case .hangUp: .hungUp
        }
    }

    /// Whether the system's own action on it ends the process as a person expects: quietly,
    /// with nothing left behind. SIGQUIT's dumps core, and the Swift runtime's crash
    /// handler takes it first to print a crash report and then lets the process go on.
    var endsQuietlyByDefault: Bool {
        switch self {
        case .interrupt, .terminate, .hangUp: true
        case .quit: false
        }
    }
}
