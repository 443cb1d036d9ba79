import PlateFinderApp

/// What one command line runs once it is understood, in this run of the process.
typealias CommandRun = (ProcessContext) async throws(CommandFailure) -> Void

/// A command of the command line, declared once: its words, what follows it, the options
/// it and its subcommands accept, what help says about it, and what it runs. The parser,
/// the help pages, the manual, the completion scripts and the runner all read it from
/// `CommandTable.commands`; none of them names a command.
struct CommandDeclaration: Sendable {
    /// The command's word (`find`); nil for `platefinder` alone.
    let name: String?
    /// Other words for it, accepted wherever its own is (`help favourites` too) and offered
    /// by completions.
    var aliases: [String] = []
    /// What follows it when it has no subcommands, as its usage names it (`PLATE`).
    var operand: ValuePlaceholder?
    /// The options it accepts without a subcommand, besides the global ones.
    let options: [CommandOption]
    /// The words that may follow it; when there are any, the first word after it must be
    /// one of them (or nothing).
    var subcommands: [SubcommandSpec] = []
    /// How its page words options that mean something particular here.
    var optionHelp: [CommandOption: OptionHelp] = [:]
    /// Whether `--help` shows its page; `help` reads it as asking for the page it names.
    var showsPageOnHelp = true
    /// What help says about it, in the language of the `HelpText` given, its page listing
    /// the options rows given; nil for a command that help, the manual and completions leave
    /// out (`__complete`).
    let help: (@Sendable (HelpText, _ options: [CardRow]) -> CommandHelp)?
    /// What the command line asks it to run, once its options are checked and `--help` is
    /// answered; the first problem found otherwise.
    let handler: @Sendable (CommandArguments) throws(UsageError) -> CommandRun

    /// What a command that only reads or writes the store takes besides its own options.
    static let storeOptions: [CommandOption] = [.language, .store, .help]
    /// What whatever may ask the portal takes besides its own options: the full-screen app,
    /// `find`, `fines`, `history show`, `tasks remind`, `open`, and the fleet commands.
    static let lookupOptions: [CommandOption] = [
        .language, .endpoint, .sriEndpoint, .timeout, .store, .help,
    ]

    /// Every option the command accepts, with or without a subcommand.
    var allOptions: Set<CommandOption> {
        subcommands.reduce(into: Set(options)) { $0.formUnion($1.options) }
    }

    /// The subcommand spelled `name`, if the command has it.
    func subcommand(_ name: String) -> SubcommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// Whether `word` names the command, by its own word or an alias.
    func isNamed(_ word: String?) -> Bool {
        word == name || word.map(aliases.contains) == true
    }
}
