import PlateFinderApp
import PlateFinderDomain

/// One favourite as `favorites --json` writes it: `plate`; `vehicle`, `{"make", "model",
/// "year"}` of the saved answers' identity (the ANT's, else the SRI's; each null when not
/// said, `year` a number), null when nothing saved names the vehicle; `finding`, the most
/// serious finding as `check --json` writes it, null when none or nothing is saved.
enum FavoriteJSON {
    /// The array of `favorites`, in order, texts in `messages`' language.
    static func array(for favorites: [FavoriteReport], messages: Messages) -> JSONValue {
        .array(favorites.map { object(for: $0, messages: messages) })
    }

    /// The object of `favorite`, texts in `messages`' language.
    static func object(for favorite: FavoriteReport, messages: Messages) -> JSONValue {
        .object([
            "plate": .string(ControlCharacterStripper.strip(favorite.plate.value)),
            "vehicle": favorite.identity.map(vehicle) ?? .null,
            "finding": favorite.mostSeriousFinding.map {
                PurchaseFindingJSON.object(for: $0, messages: messages)
            } ?? .null,
        ])
    }

    private static func vehicle(_ identity: VehicleIdentity) -> JSONValue {
        let safe = { (text: String?) in
            JSONValue.string(orNull: text.map(ControlCharacterStripper.strip))
        }
        return .object([
            "make": safe(identity.make), "model": safe(identity.model),
            "year": .int(orNull: identity.year.flatMap(CarJSON.number)),
        ])
    }
}
