import PlateFinderApp
import PlateFinderDomain

/// `platefinder favorites …`: lists, adds, removes and toggles favourite plates.
struct FavoritesCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Carries `action` out; the failure says why it did not succeed.
    func run(_ action: FavoritesAction, options: ConfigurationOptions) async throws(CommandFailure)
    {
        let context = try CommandContext(options: options, process: process)
        let useCases = try context.useCases()
        let favorites = useCases.favorites
        switch action {
        case .list(let json):
            try await list(json: json, useCases.favoriteReports, context)
        case .add(let text):
            let plate = try context.lookupPlate(text)
            try await change(plate.plate, context) { () throws(StoreError) in
                try await favorites.add(plate)
                return true
            }
        case .remove(let text):
            // Any plate text: old entries stay removable.
            let plate = context.submit(text).plate
            try await change(plate, context) { () throws(StoreError) in
                try await favorites.remove(plate)
                return false
            }
        case .toggle(let text):
            let plate = try context.lookupPlate(text)
            try await change(plate.plate, context) { () throws(StoreError) in
                try await favorites.toggle(plate)
            }
        }
    }

    /// Lists the favourites, each with its saved vehicle and most serious finding, read
    /// from saved answers without asking any source.
    private func list(
        json: Bool, _ reports: ListFavoriteReports, _ context: CommandContext
    ) async throws(CommandFailure) {
        let favorites: [FavoriteReport]
        do {
            favorites = context.rows(of: try await reports())
        } catch {
            throw context.fail(error)
        }
        if json {
            process.console.output(
                FavoriteJSON.array(for: favorites, messages: context.messages).prettyText + "\n")
        } else if favorites.isEmpty {
            process.console.output(context.messages.noFavorites + "\n")
        } else {
            process.console.output(
                FavoritesListing.text(
                    favorites, messages: context.messages, colors: context.outputColors))
        }
    }

    /// Runs `change`, which says whether `plate` is a favourite afterwards, and prints
    /// that state.
    private func change(
        _ plate: Plate, _ context: CommandContext,
        _ change: () async throws(StoreError) -> Bool
    ) async throws(CommandFailure) {
        let isFavorite: Bool
        do {
            isFavorite = try await change()
        } catch {
            throw context.fail(error)
        }
        process.console.output(context.messages.favoriteState(plate, isFavorite: isFavorite) + "\n")
    }
}
