import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder history [show|remove|clear]`: the plates searched before.
    static let history = CommandDeclaration(
        name: "history", options: [.json] + storeOptions,
        subcommands: [
            SubcommandSpec("show", operand: .plate, options: [.json, .sources] + lookupOptions),
            SubcommandSpec("remove", operand: .plate, options: storeOptions),
            SubcommandSpec("clear", options: [.yes] + storeOptions),
        ], optionHelp: [.json: .historyJSON, .sources: .historySources],
        help: { $0.historyHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let action: HistoryAction
        switch arguments.subcommand {
        case "show": action = .show(try FindRequest(arguments))
        case "remove":
            // Each operand is a plate of its own.
            guard !arguments.operands.isEmpty else { throw .missingPlate }
            action = .remove(plateTexts: arguments.operands)
        case "clear":
            if let extra = arguments.operands.first { throw .unexpectedArgument(extra) }
            action = .clear(confirmed: arguments.contains(.yes))
        default: action = .list(json: arguments.contains(.json))
        }
        let options = arguments.configuration
        return { process throws(CommandFailure) in
            try await HistoryCommand(process: process).run(action, options: options)
        }
    }
}
