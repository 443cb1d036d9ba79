import PlateFinderApp

extension Invocation {
    /// The words that may follow `history`.
    static let historySubcommands: Set<String> = ["show", "remove", "clear"]

    static func history(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let subcommand = operands.first
        let rest = Array(operands.dropFirst())
        let allowed: Set<CommandOption>
        switch subcommand {
        case nil: allowed = [.json, .language, .store, .help]
        case "show": allowed = [.json, .language, .endpoint, .timeout, .store, .help]
        case "remove": allowed = [.language, .store, .help]
        case "clear": allowed = [.yes, .language, .store, .help]
        case .some(let name): throw .unknownSubcommand(command: "history", name: name)
        }
        try arguments.check(allowing: allowed)
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
