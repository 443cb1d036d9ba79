import PlateFinderApp
import PlateFinderPresentation

/// `platefinder open LINK`: on a terminal, the app at the link's screen; otherwise, or with
/// `--json`, what the matching command prints (`find`, `history`, `favorites`, `tasks`, or
/// one task as `tasks done` prints it), with its exit code.
struct OpenCommand {
    /// The process environment, for the configuration.
    let environment: [String: String]
    /// The wording of errors found before the configuration is known.
    let messages: Messages
    /// Where results and errors go.
    let console: Console

    /// Follows `link`; the exit code is the one of what it ran.
    func run(_ link: DeepLink, json: Bool, options: ConfigurationOptions) async -> ExitCode {
        if console.isInteractive && !json {
            return await AppCommand(environment: environment, messages: messages, console: console)
                .run(link: link, options: options)
        }
        switch link {
        case .search(let plate):
            let request = FindRequest(plateText: plate.value, json: json, options: options)
            return await FindCommand(environment: environment, messages: messages, console: console)
                .run(request)
        case .history:
            return await HistoryCommand(
                environment: environment, messages: messages, console: console
            ).run(.list(json: json), options: options)
        case .favorites:
            return await FavoritesCommand(
                environment: environment, messages: messages, console: console
            ).run(.list(json: json), options: options)
        case .tasks:
            return await TasksCommand(
                environment: environment, messages: messages, console: console
            )
            .run(.list(.pending, json: json), options: options)
        case .task(let id):
            return await TasksCommand(
                environment: environment, messages: messages, console: console
            )
            .run(.show(idPrefix: id.uuidString, json: json), options: options)
        }
    }
}
