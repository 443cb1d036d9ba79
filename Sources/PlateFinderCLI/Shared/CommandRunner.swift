import Foundation
import PlateFinderApp

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

    /// A runner reading `environment`, writing to `streams`, showing dates in `timeZone`,
    /// starting the full-screen app through `launcher`, and stopping a batch when
    /// `interrupts` says so.
    public init(
        environment: [String: String], streams: any CommandStreams, timeZone: TimeZone,
        launcher: any FullScreenLauncher, interrupts: Interrupts = .none
    ) {
        self.environment = environment
        self.streams = streams
        self.timeZone = timeZone
        self.launcher = launcher
        self.interrupts = interrupts
    }

    /// Carries out `arguments` (without the program name) and returns the exit code;
    /// output that could not be written ends it with `ExitCode.output`, whatever the
    /// command's own code. With `--json`, a failure is also a JSON object on standard output.
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
            launcher: launcher, interrupts: interrupts)
        let code = await carryOut(parsed, language: language, messages, process)
        // Scripts that asked for JSON get the failure as JSON too, never only prose.
        if parsed.contains(.json) { process.console.outputFailureObject(for: code) }
        return process.console.finish(code, messages: messages)
    }

    private func carryOut(
        _ parsed: ParsedArguments, language: Result<Language, ConfigurationError>,
        _ messages: Messages, _ process: ProcessContext
    ) async -> ExitCode {
        let console = process.console
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try Invocation(parsed)
            if case .failure(let error) = language { throw .configuration(error) }
        } catch {
            console.error(messages.sentence(for: error))
            return .usage
        }
        let language = messages.language
        switch invocation {
        case .help(let topic):
            console.output(HelpPage(language: language).render(topic))
            return .success
        case .version:
            console.output("platefinder \(PlateFinderVersion.current)\n")
            return .success
        case .find(let request):
            return await FindCommand(process: process, messages: messages).run(request)
        case .fines(let request):
            return await FinesCommand(process: process, messages: messages).run(request)
        case .validate(let text, let json):
            return ValidateCommand(messages: messages, console: console).run(text: text, json: json)
        case .history(let action, let options):
            return await HistoryCommand(process: process, messages: messages)
                .run(action, options: options)
        case .favorites(let action, let options):
            return await FavoritesCommand(process: process, messages: messages)
                .run(action, options: options)
        case .tasks(let action, let options):
            return await TasksCommand(process: process, messages: messages)
                .run(action, options: options)
        case .app(let options):
            // Without a terminal there is no app to start, and no command was given.
            guard console.isInteractive else {
                console.error(messages.sentence(for: UsageError.missingCommand))
                return .usage
            }
            return await AppCommand(process: process, messages: messages)
                .run(link: nil, options: options)
        case .open(let link, let json, let options):
            return await OpenCommand(process: process, messages: messages)
                .run(link, json: json, options: options)
        case .openTask(let prefix, let json, let options):
            return await OpenCommand(process: process, messages: messages)
                .runTask(idPrefix: prefix, json: json, options: options)
        case .completion(let shell):
            console.output(CompletionScript(shell: shell).render())
            return .success
        case .manual:
            console.output(ManPage(language: language).render())
            return .success
        case .completionWords(let listing, let options):
            return await CompletionWordsCommand(process: process, messages: messages)
                .run(listing, options: options)
        case .fleet(let action):
            return await FleetCommand(process: process, messages: messages).run(action)
        }
    }
}
