import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder history …`: lists, shows, removes and clears the searches.
struct HistoryCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `action` out; the exit code says whether and why it failed.
    func run(_ action: HistoryAction, options: ConfigurationOptions) async -> ExitCode {
        do throws(CommandFailure) {
            switch action {
            case .list(let json): try await list(json: json, try session(options))
            case .show(let request): return await show(request)
            case .remove(let texts): try await remove(texts, try session(options))
            case .clear(let confirmed):
                try await clear(confirmed: confirmed, try session(options))
            }
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func session(_ options: ConfigurationOptions) throws(CommandFailure) -> Session {
        try Session(options: options, context: context, fallback: messages)
    }

    /// The saved vehicle and the SRI's saved answer without a request, printed as `find`
    /// prints them; a lookup as `find` does when no vehicle is saved.
    private func show(_ request: FindRequest) async -> ExitCode {
        await LookupCommand(context: context, messages: messages)
            .run(request) { container, plate async throws(CarSearchError) in
                let report = container.require(LoadVehicleReport.self)
                if let saved = try await report.saved(plate) { return saved }
                return try await report(plate, from: request.sources)
            }
    }

    private func list(json: Bool, _ session: Session) async throws(CommandFailure) {
        let services = try session.services()
        let items: [SearchHistoryItem]
        let favorites: [Plate]
        do {
            items = try await services.history.load()
        } catch {
            throw session.fail(error)
        }
        do {
            favorites = try await services.favorites.load()
        } catch {
            throw session.fail(error)
        }
        if json {
            let array = HistoryItemJSON.array(for: items, favorites: favorites)
            context.console.output(array.prettyText + "\n")
            return
        }
        guard !items.isEmpty else {
            context.console.output(session.messages.emptyHistory + "\n")
            return
        }
        let favoritePlates = Set(favorites)
        for item in items {
            let line = HistoryLine(
                item: item, isFavorite: favoritePlates.contains(item.plate),
                messages: session.messages, timeZone: session.timeZone)
            context.console.output(line.text + "\n")
        }
    }

    /// Removes each plate, saying whether it was in the history; every plate is checked
    /// before the store is opened, so one invalid plate removes nothing.
    private func remove(_ texts: [String], _ session: Session) async throws(CommandFailure) {
        var plates: [Plate] = []
        for text in texts { plates.append(try session.completePlate(text)) }
        let services = try session.services()
        for plate in plates {
            let removed: Bool
            do {
                removed = try await services.history.remove(plate)
            } catch {
                throw session.fail(error)
            }
            let messages = session.messages
            context.console.output(
                (removed ? messages.removedFromHistory(plate) : messages.notInHistory(plate))
                    + "\n")
        }
    }

    private func clear(confirmed: Bool, _ session: Session) async throws(CommandFailure) {
        // Refused before the store is opened: a script's mistake changes nothing.
        guard confirmed || context.console.isInteractive else {
            throw session.fail(.confirmationNeedsTerminal)
        }
        let services = try session.services()
        guard confirmed || askToClear(session.messages) else {
            context.console.output(session.messages.clearHistoryCancelled + "\n")
            return
        }
        do {
            try await services.history.clear()
        } catch {
            throw session.fail(error)
        }
        context.console.output(session.messages.historyCleared + "\n")
    }

    private func askToClear(_ messages: Messages) -> Bool {
        let answer = context.console.ask(messages.clearHistoryPrompt)
        // At the end of input (Ctrl-D) the terminal did not move to a new line.
        if answer == nil { context.console.output("\n") }
        return ConfirmationReply.confirms(answer)
    }
}
