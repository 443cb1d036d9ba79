import PlateFinderApp

extension UsageError {
    /// This error with what helps the person fix it: the word they probably meant, and for
    /// an unknown option the command whose help page lists the right ones.
    func explained(for arguments: ParsedArguments) -> UsageError {
        switch self {
        case .unknownCommand(let word, nil):
            return .unknownCommand(
                word, suggestion: Suggestion.closest(to: word, among: CommandTable.commandWords))
        case .unknownOption(let option, nil, nil):
            let command = try? CommandTable.command(arguments.words.first)
            return .unknownOption(
                option, command: command?.name,
                suggestion: Suggestion.closest(
                    to: option, among: Self.spellings(accepted: arguments, command, option)))
        case .unknownSubcommand(let command, let name, nil):
            let names = (try? CommandTable.command(command))?.subcommands.map(\.name) ?? []
            return .unknownSubcommand(
                command: command, name: name,
                suggestion: Suggestion.closest(to: name, among: names))
        default:
            return self
        }
    }

    /// How the options the command line's command (and subcommand) accepts are spelled:
    /// long names for a typed `--name`, short ones too for a typed `-x`.
    private static func spellings(
        accepted arguments: ParsedArguments, _ command: CommandDeclaration?, _ typed: String
    ) -> [String] {
        guard let command else { return [] }
        let subcommand = command.subcommands.isEmpty ? nil : arguments.words.dropFirst().first
        let accepted =
            (try? CommandTable.acceptedOptions(command, subcommand: subcommand))
            ?? Set(command.options)
        let specs = CommandTable.options.filter { accepted.contains($0.option) }
        let long = specs.map(\.name)
        return typed.hasPrefix("--") ? long : long + specs.compactMap(\.shortName)
    }
}
