import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder history …`: lists, shows, removes and clears the searches.
struct HistoryCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Carries `action` out; the failure says why it did not succeed.
    func run(_ action: HistoryAction, options: ConfigurationOptions) async throws(CommandFailure) {
        let context = try CommandContext(options: options, process: process)
        switch action {
        case .list(let json): try await list(json: json, context)
        case .show(let request): try await show(request, context)
        case .remove(let texts): try await remove(texts, context)
        case .clear(let confirmed): try await clear(confirmed: confirmed, context)
        }
    }

    /// The plate's report under `history show`'s freshness — its saved answers without a
    /// request (a source with nothing saved says so), or the plate looked up when nothing
    /// is saved — printed as `find` prints it.
    private func show(
        _ request: FindRequest, _ context: CommandContext
    ) async throws(CommandFailure) {
        try await LookupCommand().run(request, context, freshness: .historyShow)
    }

    private func list(json: Bool, _ context: CommandContext) async throws(CommandFailure) {
        let services = try context.useCases()
        let items: [SearchHistoryItem]
        let favorites: [Plate]
        do {
            items = context.rows(of: try await services.history.load())
        } catch {
            throw context.fail(error)
        }
        do {
            favorites = context.rows(of: try await services.favorites.load())
        } catch {
            throw context.fail(error)
        }
        if json {
            let array = HistoryItemJSON.array(for: items, favorites: favorites)
            process.console.output(array.prettyText + "\n")
            return
        }
        guard !items.isEmpty else {
            process.console.output(context.messages.emptyHistory + "\n")
            return
        }
        let listing = HistoryListing(
            items: items, favorites: Set(favorites), messages: context.messages,
            timeZone: context.timeZone, columns: process.console.terminalColumns)
        for line in listing.lines {
            process.console.output(line + "\n")
        }
    }

    /// Removes each plate, saying whether it was in the history; every plate is checked
    /// before the store is opened, so one invalid plate removes nothing.
    private func remove(_ texts: [String], _ context: CommandContext) async throws(CommandFailure) {
        var plates: [Plate] = []
        for text in texts { plates.append(try context.lookupPlate(text).plate) }
        let services = try context.useCases()
        for plate in plates {
            let removed: Bool
            do {
                removed = try await services.history.remove(plate)
            } catch {
                throw context.fail(error)
            }
            let messages = context.messages
            process.console.output(
                (removed ? messages.removedFromHistory(plate) : messages.notInHistory(plate))
                    + "\n")
        }
    }

    private func clear(confirmed: Bool, _ context: CommandContext) async throws(CommandFailure) {
        // Refused before the store is opened: a script's mistake changes nothing.
        guard confirmed || process.console.isInteractive else {
            throw context.fail(.confirmationNeedsTerminal)
        }
        let services = try context.useCases()
        guard confirmed || askToClear(context.messages) else {
            process.console.output(context.messages.clearHistoryCancelled + "\n")
            return
        }
        do {
            try await services.history.clear()
        } catch {
            throw context.fail(error)
        }
        process.console.output(context.messages.historyCleared + "\n")
    }

    private func askToClear(_ messages: Messages) -> Bool {
        let answer = process.console.ask(messages.clearHistoryPrompt)
        // At the end of input (Ctrl-D) the terminal did not move to a new line.
        if answer == nil { process.console.output("\n") }
        return ConfirmationReply.confirms(answer)
    }
}
