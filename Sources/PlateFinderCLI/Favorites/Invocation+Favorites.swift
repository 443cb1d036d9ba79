import PlateFinderApp

extension Invocation {
    /// `favorites SUBCOMMAND REST…`, its options already checked.
    static func favorites(
        _ subcommand: String?, _ rest: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
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
