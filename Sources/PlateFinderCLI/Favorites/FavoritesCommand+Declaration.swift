import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder favorites [add|remove|toggle PLATE]`: the favourite plates.
    static let favorites = CommandDeclaration(
        name: "favorites", aliases: ["favourites"], options: [.json] + storeOptions,
        subcommands: ["add", "remove", "toggle"].map {
            SubcommandSpec($0, operand: .plate, options: storeOptions)
        }, optionHelp: [.json: .favoritesJSON],
        help: { $0.favoritesHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let action: FavoritesAction
        switch arguments.subcommand {
        case "add": action = .add(plateText: try arguments.plateText())
        case "remove": action = .remove(plateText: try arguments.plateText())
        case "toggle": action = .toggle(plateText: try arguments.plateText())
        default: action = .list(json: arguments.contains(.json))
        }
        let options = arguments.configuration
        return { process throws(CommandFailure) in
            try await FavoritesCommand(process: process).run(action, options: options)
        }
    }
}
