import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder saved [prune --older-than DURATION]`: the saved answers.
    static let saved = CommandDeclaration(
        name: "saved", options: [.json] + storeOptions,
        subcommands: [SubcommandSpec("prune", options: [.olderThan] + storeOptions)],
        optionHelp: [.json: .savedJSON],
        help: { $0.savedHelp(options: $1) }
    ) { arguments throws(UsageError) in
        if let extra = arguments.operands.first { throw .unexpectedArgument(extra) }
        let options = arguments.configuration
        guard arguments.subcommand == "prune" else {
            let json = arguments.contains(.json)
            return { process throws(CommandFailure) in
                let context = try CommandContext(options: options, process: process)
                try await SavedCommand(context: context).list(json: json)
            }
        }
        guard let text = arguments.value(of: .olderThan) else { throw .fleet(.missingOlderThan) }
        let age = try FleetDuration.parse(text, option: CommandOption.olderThan.name)
        return { process throws(CommandFailure) in
            let context = try CommandContext(options: options, process: process)
            try await SavedCommand(context: context).prune(age, text: text)
        }
    }
}
