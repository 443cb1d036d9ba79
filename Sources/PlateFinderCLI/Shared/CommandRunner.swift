import Foundation
import PlateFinderApp
import PlateFinderDomain

/// Runs one command line: understands it, carries it out, and says how it ended.
///
/// Everything it takes from the process is given to it — the environment, the streams,
/// the time zone and the full-screen app — so a test runs a whole command in-process and
/// reads back what it printed.
public struct CommandRunner: Sendable {
    /// The process environment (locale, `PLATEFINDER_ANT_URL`, `PLATEFINDER_STORE`, …).
    let environment: [String: String]
    /// Standard output, standard error, standard input and whether they are a terminal.
    let streams: any CommandStreams
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone
    /// Starts the full-screen app, for `platefinder` and `open` on a terminal.
    let launcher: any FullScreenLauncher
    /// Tells a long command (`batch`) that the person pressed Ctrl-C or Ctrl-\.
    let interrupts: Interrupts
    /// Where "now" is read: the system's clock, or a fixed one for reproducible output.
    let instants: InstantClock

    /// A runner reading `environment`, writing to `streams`, showing dates in `timeZone`,
    /// starting the full-screen app through `launcher`, and stopping a batch when
    /// `interrupts` says so, reading the time from `instants`.
    public init(
        environment: [String: String], streams: any CommandStreams, timeZone: TimeZone,
        launcher: any FullScreenLauncher, interrupts: Interrupts = .none,
        instants: InstantClock = .system
    ) {
        self.environment = environment
        self.streams = streams
        self.timeZone = timeZone
        self.launcher = launcher
        self.interrupts = interrupts
        self.instants = instants
    }

    /// Carries out `arguments` (without the program name) and returns the exit code;
    /// output that could not be written ends it with `ExitCode.output`, whatever the
    /// command's own code unless a stop signal ended it. With `--json`, a failure is also a JSON object on standard output.
    public func run(_ arguments: [String]) async -> ExitCode {
        let parsed = ParsedArguments(arguments)
        let language = Result { () throws(ConfigurationError) -> Language in
            try Language.resolve(flag: parsed.value(of: .language), environment: environment)
        }
        // A wrong `--lang` is said in the environment's language.
        let messages = Messages(
            language: (try? language.get()) ?? Language(environment: environment))
        let process = ProcessContext(
            environment: environment, console: Console(streams: streams), timeZone: timeZone,
            launcher: launcher, interrupts: interrupts, messages: messages, instants: instants)
        var code = ExitCode.success
        do throws(CommandFailure) {
            try await understand(parsed, language: language, messages: messages)(process)
        } catch {
            code = error.exitCode
            say(error, json: parsed.contains(.json), on: process.console)
        }
        guard let failure = process.console.outputFailure else { return code }
        process.console.note(messages.outputNotWritten(reason: failure.reason))
        // A stop signal comes first: the reader often went away with it (`batch | head`).
        return StopSignal.allCases.contains { $0.exitCode == code } ? code : .output
    }

    /// Says `failure` once: its sentence on standard error and, to scripts that asked for
    /// JSON, its object on standard output, so that they never get only prose.
    private func say(_ failure: CommandFailure, json: Bool, on console: Console) {
        if let message = failure.message { console.note(message) }
        if json, failure.isSaidAsJSON { console.output(failure.object.prettyText + "\n") }
    }

    /// What `parsed` asks to run, refused when they are not understood or `--lang` names
    /// no language.
    private func understand(
        _ parsed: ParsedArguments, language: Result<Language, ConfigurationError>,
        messages: Messages
    ) throws(CommandFailure) -> CommandRun {
        do throws(UsageError) {
            let run = try CommandTable.run(for: parsed)
            if case .failure(let error) = language { throw .configuration(error) }
            return run
        } catch {
            throw CommandFailure(error, messages: messages)
        }
    }
}
