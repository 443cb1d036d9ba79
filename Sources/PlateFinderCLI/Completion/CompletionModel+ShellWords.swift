/// Words the generated scripts write the same way in every shell.
extension CompletionModel {
    /// Every spelling of an option that takes a value, space-separated.
    var valueSpellings: String {
        valueOptions.flatMap(\.spellings).joined(separator: " ")
    }

    /// The global options' long names, space-separated.
    var globalSpellings: String {
        CommandTable.options.filter { CommandTable.globalOptions.contains($0.option) }
            .map(\.name).joined(separator: " ")
    }

    /// The `case` arms, for bash and zsh, that turn an alias into its command.
    var aliasCaseArms: String {
        aliases.map { "                        \($0.alias)) command=\($0.command) ;;" }
            .joined(separator: "\n")
    }
}
