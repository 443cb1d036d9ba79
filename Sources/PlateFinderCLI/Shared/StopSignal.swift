import PlateFinderApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal a person sends from the terminal to stop a command: Ctrl-C or Ctrl-\.
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

    /// The signal whose number is `number`, when it is one of these.
    init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else {
            return nil
        }
        self = signal
    }

    /// The signal's number.
    var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .quit: SIGQUIT
        }
    }

    /// How a command it stopped exits: 128 + its number, as shells report a process that
    /// the signal ended.
    var exitCode: ExitCode {
        switch self {
        case .interrupt: .interrupted
        case .quit: .quit
        }
    }

    /// Whether the system's own action on it ends the process as a person expects: quietly,
    /// with nothing left behind. SIGQUIT's dumps core, and the Swift runtime's crash
    /// handler takes it first to print a crash report and then lets the process go on.
    var endsQuietlyByDefault: Bool {
        switch self {
        case .interrupt: true
        case .quit: false
        }
    }
}
