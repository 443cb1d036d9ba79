import PlateFinderApp

extension CommandTable {
    /// How `option` is spelled and what follows it.
    static func spec(for option: CommandOption) -> OptionSpec {
        guard let spec = options.first(where: { $0.option == option }) else {
            // Every option has its row; a test checks the table.
            preconditionFailure("no row for \(option) in the option table")
        }
        return spec
    }

    /// The commands help, the manual, completions and suggestions show: all but the hidden.
    static var shownCommands: [CommandDeclaration] {
        commands.filter { $0.help != nil }
    }

    /// Every word that names a shown command, aliases included, in table order.
    static var commandWords: [String] {
        shownCommands.flatMap { command in [command.name].compactMap { $0 } + command.aliases }
    }

    /// The command among `commands` spelled `name` or an alias of it (nil: `platefinder`
    /// alone), or the usage error naming it.
    static func command(
        _ name: String?, among commands: [CommandDeclaration] = shownCommands
    ) throws(UsageError) -> CommandDeclaration {
        guard let command = commands.first(where: { $0.isNamed(name) }) else {
            throw .unknownCommand(name ?? "")
        }
        return command
    }

    /// The options `command` accepts, followed by `subcommand` when the command has
    /// subcommands, the global options included; an unknown subcommand is the usage error.
    static func acceptedOptions(
        _ command: CommandDeclaration, subcommand: String? = nil
    ) throws(UsageError) -> Set<CommandOption> {
        let global = Set(globalOptions)
        guard let subcommand, !command.subcommands.isEmpty else {
            return global.union(command.options)
        }
        guard let spec = command.subcommand(subcommand) else {
            throw .unknownSubcommand(command: command.name ?? "", name: subcommand)
        }
        return global.union(spec.options)
    }

    /// What `arguments` ask to run: their command's options are checked against what it
    /// (and the subcommand given) accepts, then `--help` shows its page, or its handler reads
    /// the rest; the first problem found otherwise, with the word probably meant when one
    /// was not understood.
    static func run(for arguments: ParsedArguments) throws(UsageError) -> CommandRun {
        do {
            let command = try command(arguments.words.first, among: commands)
            let words = arguments.words.dropFirst()
            let subcommand = command.subcommands.isEmpty ? nil : words.first
            try arguments.check(allowing: acceptedOptions(command, subcommand: subcommand))
            if command.showsPageOnHelp, arguments.contains(.help) {
                return HelpPage.printing(command, subcommand: subcommand)
            }
            return try command.handler(
                CommandArguments(
                    parsed: arguments, subcommand: subcommand,
                    operands: Array(words.dropFirst(subcommand == nil ? 0 : 1))))
        } catch {
            throw error.explained(for: arguments)
        }
    }
}
