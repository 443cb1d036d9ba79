import Foundation
import PlateFinderApp

/// Runs one command line: understands it, carries it out, and says how it ended.
struct CommandRunner {
    /// The process environment (locale, `PLATEFINDER_ANT_URL`, `PLATEFINDER_STORE`, …).
    let environment: [String: String]
    /// Where results and errors go.
    let console: Console

    /// Carries out `arguments` (without the program name) and returns the exit code;
    /// output that could not be written ends it with `ExitCode.output`, whatever the
    /// command's own code.
    func run(_ arguments: [String]) async -> ExitCode {
        let code = await carryOut(arguments)
        let language = fallbackLanguage(flag: ParsedArguments(arguments).value(of: .language))
        return console.finish(code, messages: Messages(language: language))
    }

    private func carryOut(_ arguments: [String]) async -> ExitCode {
        let parsed = ParsedArguments(arguments)
        let invocation: Invocation
        let language: Language
        do {
            invocation = try Invocation(parsed)
            language = try Language.resolve(
                flag: parsed.value(of: .language), environment: environment)
        } catch {
            let language = fallbackLanguage(flag: parsed.value(of: .language))
            console.error(Messages(language: language).sentence(for: error))
            return .usage
        }
        let messages = Messages(language: language)
        switch invocation {
        case .help(let topic):
            console.output(HelpText(language: language).page(topic))
            return .success
        case .version:
            console.output("platefinder \(PlateFinderVersion.current)\n")
            return .success
        case .find(let request):
            return await FindCommand(environment: environment, messages: messages, console: console)
                .run(request)
        case .validate(let text, let json):
            return ValidateCommand(messages: messages, console: console).run(text: text, json: json)
        case .history(let action, let options):
            return await HistoryCommand(
                environment: environment, messages: messages, console: console
            ).run(action, options: options)
        case .favorites(let action, let options):
            return await FavoritesCommand(
                environment: environment, messages: messages, console: console
            ).run(action, options: options)
        case .tasks(let action, let options):
            return await TasksCommand(
                environment: environment, messages: messages, console: console
            ).run(action, options: options)
        case .app(let options):
            // Without a terminal there is no app to start, and no command was given.
            guard console.isInteractive else {
                console.error(messages.sentence(for: UsageError.missingCommand))
                return .usage
            }
            return await AppCommand(environment: environment, messages: messages, console: console)
                .run(link: nil, options: options)
        case .open(let link, let json, let options):
            return await OpenCommand(environment: environment, messages: messages, console: console)
                .run(link, json: json, options: options)
        }
    }

    /// The language to report a usage error in: the one `--lang` asks for, or the
    /// environment's when the flag is absent or names no language.
    private func fallbackLanguage(flag: String?) -> Language {
        do {
            return try Language.resolve(flag: flag, environment: environment)
        } catch {
            return Language(environment: environment)
        }
    }
}
