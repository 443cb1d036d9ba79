import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder completion bash|zsh|fish`: a shell's completion script.
    static let completion = CommandDeclaration(
        name: "completion", options: [.help],
        subcommands: CompletionShell.allCases.map { SubcommandSpec($0.rawValue, options: [.help]) },
        help: { $0.completionHelp(options: $1) }
    ) { arguments throws(UsageError) in
        guard let name = arguments.subcommand else { throw .missingShell }
        guard let shell = CompletionShell(rawValue: name) else {
            throw .unknownSubcommand(command: "completion", name: name)
        }
        if let extra = arguments.operands.first { throw .unexpectedArgument(extra) }
        return { process throws(CommandFailure) in
            process.console.output(CompletionScript(shell: shell).render())
        }
    }
}
