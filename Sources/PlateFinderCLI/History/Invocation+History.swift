import PlateFinderApp

extension Invocation {
    /// `history SUBCOMMAND REST…`, its options already checked.
    static func history(
        _ subcommand: String?, _ rest: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let action: HistoryAction
        switch subcommand {
        case "show": action = .show(try findRequest(rest, arguments))
        case "remove":
            guard !rest.isEmpty else { throw .missingPlate }
            action = .remove(plateTexts: rest)
        case "clear":
            if let extra = rest.first { throw .unexpectedArgument(extra) }
            action = .clear(confirmed: arguments.contains(.yes))
        default: action = .list(json: arguments.contains(.json))
        }
        return .history(action, ConfigurationOptions(arguments))
    }
}
