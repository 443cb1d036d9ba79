import PlateFinderApp

/// What a command line means, judged without carrying anything out: the command it runs
/// or the usage error it is refused with. The fuzz target reads the parser through it.
public struct ArgumentVerdict: Equatable {
    /// What the arguments ask for, when they are understood.
    private let invocation: Invocation?
    /// Why the arguments are refused, with the word probably meant when one was not known.
    public let usageError: UsageError?

    /// The verdict on `arguments` (without the program name).
    public init(_ arguments: [String]) {
        do {
            invocation = try Invocation(ParsedArguments(arguments))
            usageError = nil
        } catch {
            invocation = nil
            usageError = error
        }
    }

    /// Every word a suggestion may name: commands, aliases, subcommands and options.
    public static var suggestable: Set<String> {
        let subcommands = CommandTable.commands.flatMap { $0.subcommands.map(\.name) }
        let options = CommandTable.options.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } }
        return Set(CommandTable.commandWords + subcommands + options)
    }
}
