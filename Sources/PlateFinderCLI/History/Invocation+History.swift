import PlateFinderApp

extension Invocation {
    static func history(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let subcommand = operands.first
        let rest = Array(operands.dropFirst())
        try arguments.check(
            allowing: CommandTable.acceptedOptions("history", subcommand: subcommand))
        if arguments.contains(.help) { return .help(.history) }
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
