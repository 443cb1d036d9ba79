import PlateFinderApp

extension Invocation {
    /// `completion SHELL`.
    static func completion(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let name = operands.first
        try arguments.check(allowing: CommandTable.acceptedOptions("completion", subcommand: name))
        if arguments.contains(.help) { return .help(.tool) }
        guard let name else { throw .missingShell }
        guard let shell = CompletionShell(rawValue: name) else {
            throw .unknownSubcommand(command: "completion", name: name)
        }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        return .completion(shell)
    }

    /// `__complete plates`, which takes the global options only (`--store` above all).
    static func completionWords(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        try arguments.check(allowing: Set(CommandTable.globalOptions))
        guard let name = operands.first else {
            throw .unexpectedArgument(CompletionListing.command)
        }
        guard let listing = CompletionListing(rawValue: name) else {
            throw .unexpectedArgument(name)
        }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        return .completionWords(listing, ConfigurationOptions(arguments))
    }
}
