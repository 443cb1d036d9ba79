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

    /// The command spelled `name` or an alias of it (nil: `platefinder` alone), or the usage
    /// error naming it.
    static func command(_ name: String?) throws(UsageError) -> CommandSpec {
        let name = name.map(canonicalName)
        guard let command = commands.first(where: { $0.name == name }) else {
            throw .unknownCommand(name ?? "")
        }
        return command
    }

    /// The options the command spelled `name` accepts, followed by `subcommand` when the
    /// command has subcommands, the global options included; an unknown command or
    /// subcommand is the usage error.
    static func acceptedOptions(
        _ name: String?, subcommand: String? = nil
    ) throws(UsageError) -> Set<CommandOption> {
        let command = try command(name)
        let global = Set(globalOptions)
        guard let subcommand, !command.subcommands.isEmpty else {
            return global.union(command.options)
        }
        guard let spec = command.subcommand(subcommand) else {
            throw .unknownSubcommand(command: command.name ?? "", name: subcommand)
        }
        return global.union(spec.options)
    }

    /// The options `topic`'s page lists, in table order, each with what the page says
    /// about it: the tool's page lists the options of every command whose options it
    /// shows, worded in general; a command's page lists its own, worded its way.
    static func options(on topic: HelpTopic) -> [(spec: OptionSpec, help: OptionHelp)] {
        let listed = commands.filter { topic == .tool ? $0.optionsOnToolPage : $0.topic == topic }
        let accepted = listed.reduce(into: Set<CommandOption>()) { $0.formUnion($1.allOptions) }
        var wording: [CommandOption: OptionHelp] = [:]
        if topic != .tool {
            for command in listed { wording.merge(command.optionHelp) { first, _ in first } }
        }
        return options.filter { accepted.contains($0.option) }.map { spec in
            (spec, wording[spec.option] ?? spec.help)
        }
    }
}
