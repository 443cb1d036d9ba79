import PlateFinderApp

extension Invocation {
    static func favorites(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let subcommand = operands.first
        try arguments.check(
            allowing: CommandTable.acceptedOptions("favorites", subcommand: subcommand))
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
