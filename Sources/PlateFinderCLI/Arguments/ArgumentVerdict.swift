import PlateFinderApp

/// What a command line means, judged without carrying anything out: understood, or the
/// usage error it is refused with. The fuzz target reads the parser through it.
public struct ArgumentVerdict: Equatable {
    /// Why the arguments are refused, with the word probably meant when one was not known;
    /// nil when they are understood.
    public let usageError: UsageError?

    /// The verdict on `arguments` (without the program name).
    public init(_ arguments: [String]) {
        do {
            _ = try CommandTable.run(for: ParsedArguments(arguments))
            usageError = nil
        } catch {
            usageError = error
        }
    }

    /// Every word a suggestion may name: commands, aliases, subcommands and options.
    public static var suggestable: Set<String> {
        let subcommands = CommandTable.shownCommands.flatMap { $0.subcommands.map(\.name) }
        let options = CommandTable.options.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } }
        return Set(CommandTable.commandWords + subcommands + options)
    }
}
