import PlateFinderApp

extension CommandTable {
    /// Other spellings of commands, accepted wherever the command's own word is (`help
    /// favourites` too) and offered by completions: the alias and the word it stands for.
    public static let aliases: [(alias: String, command: String)] = [
        ("favourites", "favorites")
    ]

    /// Options every command accepts, whether it uses them or not, so a shell alias that
    /// adds `--store` or `--lang` never breaks a command; the tool's help page and the
    /// README document them once.
    public static let globalOptions: [CommandOption] = [
        .language, .store, .endpoint, .sriEndpoint, .timeout,
    ]

    /// The command `word` names: itself, or the command an alias stands for.
    static func canonicalName(_ word: String) -> String {
        aliases.first { $0.alias == word }?.command ?? word
    }

    /// Every word that names a command, aliases included, in table order.
    static var commandWords: [String] {
        commands.compactMap(\.name).flatMap { name in
            [name] + aliases.filter { $0.command == name }.map(\.alias)
        }
    }
}
