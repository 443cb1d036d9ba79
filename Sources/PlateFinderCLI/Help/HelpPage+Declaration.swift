import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder help [COMMAND [SUBCOMMAND]]` and `help --man`: a page, or the manual.
    static let help = CommandDeclaration(
        name: "help", options: [.language, .help, .manual], showsPageOnHelp: false,
        help: { text, _ in
            CommandHelp(
                does: text.localized(
                    "Show this help, or a command's; --man prints the manual page.",
                    "Muestra esta ayuda o la de un comando; --man imprime la página de manual."),
                usage: [
                    text.localized("platefinder help [COMMAND]", "platefinder help [COMANDO]"),
                    "platefinder help --man",
                ], usageBefore: "completion")
        }
    ) { arguments throws(UsageError) in
        let operands = arguments.operands
        if arguments.contains(.manual) {
            if let extra = operands.first { throw .unexpectedArgument(extra) }
            return { process throws(CommandFailure) in
                process.console.output(ManPage(language: process.messages.language).render())
            }
        }
        guard let name = operands.first else { return HelpPage.printing(.tool) }
        let command = try CommandTable.command(name)
        // `help tasks edit` prints the page `tasks edit --help` prints.
        let subcommand = operands.dropFirst().first
        if let subcommand, command.subcommand(subcommand) == nil {
            throw .unexpectedArgument(subcommand)
        }
        if operands.count > 2 { throw .unexpectedArgument(operands[2]) }
        return HelpPage.printing(command, subcommand: subcommand)
    }
}
