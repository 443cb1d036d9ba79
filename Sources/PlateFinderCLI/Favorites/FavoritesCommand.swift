import PlateFinderApp
import PlateFinderDomain

/// `platefinder favorites …`: lists, adds, removes and toggles favourite plates.
struct FavoritesCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `action` out; the exit code says whether and why it failed.
    func run(_ action: FavoritesAction, options: ConfigurationOptions) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(options: options, context: context, fallback: messages)
            let favorites = try session.services().favorites
            switch action {
            case .list(let json):
                try await list(json: json, favorites, session)
            case .add(let text):
                try await change(session.submit(text).plate, session) {
                    plate throws(FavoritesError) in
                    try await favorites.add(plate)
                    return true
                }
            case .remove(let text):
                try await change(session.submit(text).plate, session) {
                    plate throws(FavoritesError) in
                    try await favorites.remove(plate)
                    return false
                }
            case .toggle(let text):
                try await change(session.submit(text).plate, session) {
                    plate throws(FavoritesError) in
                    try await favorites.toggle(plate)
                }
            }
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func list(
        json: Bool, _ favorites: ManageFavorites, _ session: Session
    ) async throws(CommandFailure) {
        let plates: [String]
        do {
            plates = try await favorites.load().map { ControlCharacterStripper.strip($0.value) }
        } catch {
            throw session.fail(error)
        }
        if json {
            context.console.output(JSONValue.array(plates.map(JSONValue.string)).prettyText + "\n")
        } else if plates.isEmpty {
            context.console.output(session.messages.noFavorites + "\n")
        } else {
            context.console.output(plates.map { $0 + "\n" }.joined())
        }
    }

    /// Runs `change`, which says whether the plate is a favourite afterwards, and prints
    /// that state.
    private func change(
        _ plate: Plate, _ session: Session,
        _ change: (Plate) async throws(FavoritesError) -> Bool
    ) async throws(CommandFailure) {
        let isFavorite: Bool
        do {
            isFavorite = try await change(plate)
        } catch {
            throw session.fail(error, plate: plate)
        }
        context.console.output(session.messages.favoriteState(plate, isFavorite: isFavorite) + "\n")
    }
}
