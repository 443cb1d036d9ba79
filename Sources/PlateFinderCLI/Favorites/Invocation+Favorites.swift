import PlateFinderApp

extension Invocation {
    /// The words that may follow `favorites`.
    static let favoritesSubcommands: Set<String> = ["add", "remove", "toggle"]

    static func favorites(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let subcommand = operands.first
        if let subcommand, !favoritesSubcommands.contains(subcommand) {
            throw .unknownSubcommand(command: "favorites", name: subcommand)
        }
        let allowed: Set<CommandOption> =
            subcommand == nil ? [.json, .language, .store, .help] : [.language, .store, .help]
        try arguments.check(allowing: allowed)
        if arguments.contains(.help) { return .help(.favorites) }
        let rest = Array(operands.dropFirst())
        let action: FavoritesAction
        switch subcommand {
        case "add": action = .add(plateText: try plateText(rest))
        case "remove": action = .remove(plateText: try plateText(rest))
        case "toggle": action = .toggle(plateText: try plateText(rest))
        default: action = .list(json: arguments.contains(.json))
        }
        return .favorites(action, ConfigurationOptions(arguments))
    }
}
