import PlateFinderApp

/// What a command line means, judged without carrying anything out: the command it runs
/// or the usage error it is refused with. The fuzz target reads the parser through it.
public enum ArgumentVerdict: Equatable, Sendable {
    /// The arguments spell a command; the text names what it would do.
    case command(String)
    /// The arguments are refused, with the word probably meant when one was not known.
    case usageError(UsageError)

    /// The verdict on `arguments` (without the program name).
    public init(_ arguments: [String]) {
        do {
            self = .command(String(describing: try Invocation(ParsedArguments(arguments))))
        } catch {
            self = .usageError(error)
        }
    }

    /// Every word a suggestion may name: commands, aliases, subcommands and options.
    public static var suggestable: Set<String> {
        let subcommands = CommandTable.commands.flatMap { $0.subcommands.map(\.name) }
        let options = CommandTable.options.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } }
        return Set(CommandTable.commandWords + subcommands + options)
    }
}
