import PlateFinderApp
import PlateFinderPresentation

/// `platefinder open LINK`: on a terminal, the app at the link's screen; otherwise, or with
/// `--json`, what the matching command prints (`find`, `history`, `favorites`, `tasks`, or
/// one task as `tasks done` prints it), with its exit code.
struct OpenCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Follows `link`; it fails as what it ran fails.
    func run(
        _ link: DeepLink, json: Bool, options: ConfigurationOptions
    ) async throws(CommandFailure) {
        if process.console.isInteractive && !json {
            return try await AppCommand(process: process).run(link: link, options: options)
        }
        switch link {
        case .search(let plate, let writtenWithFourDigits):
            var request = FindRequest(plateText: plate.value, json: json, options: options)
            request.plateWrittenWithFourDigits = writtenWithFourDigits
            try await FindCommand(process: process).run(request)
        case .history:
            try await HistoryCommand(process: process).run(.list(json: json), options: options)
        case .favorites:
            try await FavoritesCommand(process: process).run(.list(json: json), options: options)
        case .tasks:
            try await TasksCommand(process: process).run(
                .list(.pending, json: json), options: options)
        case .task(let id):
            try await TasksCommand(process: process).run(
                .show(idPrefix: id.uuidString, json: json), options: options)
        }
    }
}
