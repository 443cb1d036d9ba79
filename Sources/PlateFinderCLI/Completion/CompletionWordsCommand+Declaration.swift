import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder __complete plates`: what the completion scripts ask the binary for.
    /// Help, the manual and completions leave it out; it takes the global options only
    /// (`--store` above all).
    static let completionWords = CommandDeclaration(
        name: CompletionListing.command, options: [], help: nil
    ) { arguments throws(UsageError) in
        guard let name = arguments.operands.first else {
            throw .unexpectedArgument(CompletionListing.command)
        }
        guard let listing = CompletionListing(rawValue: name) else {
            throw .unexpectedArgument(name)
        }
        if arguments.operands.count > 1 { throw .unexpectedArgument(arguments.operands[1]) }
        let options = arguments.configuration
        return { process throws(CommandFailure) in
            try await CompletionWordsCommand(process: process).run(listing, options: options)
        }
    }
}
