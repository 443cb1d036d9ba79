import PlateFinderApp
import PlateFinderPresentation

/// `platefinder open LINK`: on a terminal, the app at the link's screen; otherwise, or with
/// `--json`, what the matching command prints (`find`, `history`, `favorites`, `tasks`, or
/// one task as `tasks done` prints it), with its exit code.
struct OpenCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Follows `link`; the exit code is the one of what it ran.
    func run(_ link: DeepLink, json: Bool, options: ConfigurationOptions) async -> ExitCode {
        if process.console.isInteractive && !json {
            return await AppCommand(process: process, messages: messages)
                .run(link: link, options: options)
        }
        switch link {
        case .search(let plate, let writtenWithFourDigits):
            var request = FindRequest(plateText: plate.value, json: json, options: options)
            request.plateWrittenWithFourDigits = writtenWithFourDigits
            return await FindCommand(process: process, messages: messages).run(request)
        case .history:
            return await HistoryCommand(process: process, messages: messages)
                .run(.list(json: json), options: options)
        case .favorites:
            return await FavoritesCommand(process: process, messages: messages)
                .run(.list(json: json), options: options)
        case .tasks:
            return await TasksCommand(process: process, messages: messages)
                .run(.list(.pending, json: json), options: options)
        case .task(let id):
            return await TasksCommand(process: process, messages: messages)
                .run(.show(idPrefix: id.uuidString, json: json), options: options)
        }
    }
}
