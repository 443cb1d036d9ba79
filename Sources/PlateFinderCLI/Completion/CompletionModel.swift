import PlateFinderApp
import PlateFinderDomain

/// What completions offer, read from `CommandTable`: each command and subcommand with the
/// options it accepts (the global ones included), the values options take, and where a
/// plate from the history or the favourites fits (where the declaration's operand is a
/// plate), and where a saved task's id fits (where it is a task id). A command added to the
/// table is offered without a change here.
struct CompletionModel {
    /// One place on the command line: a command, or a command and its subcommand.
    struct Place {
        /// The command's word.
        let command: String
        /// The subcommand's word, if any.
        let subcommand: String?
        /// What may follow here: subcommands (for a command that has them), nothing else.
        let words: [String]
        /// How each accepted option is spelled, long names first.
        let options: [String]
        /// Whether plates are offered as operands here.
        let takesPlates: Bool
        /// Whether the saved tasks' ids are offered as operands here.
        let takesTaskIDs: Bool
    }

    /// What an option's value is completed with.
    enum ValueKind: Equatable {
        /// One of these words.
        case words([String])
        /// A file's path.
        case file
        /// A plate from the history or the favourites.
        case plate
        /// Nothing: free text the person types.
        case free
    }

    /// Every word that names a command, aliases included.
    let commandWords = CommandTable.commandWords
    /// The options `platefinder` accepts without a command.
    let toolOptions = Self.spellings(CommandDeclaration.tool.options)
    /// The aliases and the commands they stand for.
    let aliases = CommandTable.shownCommands.flatMap { command in
        command.aliases.map { (alias: $0, command: command.name ?? "") }
    }

    /// Every command, and every subcommand, in table order.
    var places: [Place] {
        CommandTable.shownCommands.flatMap { command -> [Place] in
            guard let name = command.name else { return [] }
            let own = Place(
                command: name, subcommand: nil, words: command.subcommands.map(\.name),
                options: Self.spellings(command.options), takesPlates: command.operand == .plate,
                takesTaskIDs: command.operand == .id)
            return [own]
                + command.subcommands.map { subcommand in
                    Place(
                        command: name, subcommand: subcommand.name, words: [],
                        options: Self.spellings(subcommand.options),
                        takesPlates: subcommand.operand == .plate,
                        takesTaskIDs: subcommand.operand == .id)
                }
        }
    }

    /// The commands that have subcommands.
    var commandsWithSubcommands: [String] {
        CommandTable.shownCommands.filter { !$0.subcommands.isEmpty }.compactMap(\.name)
    }

    /// Every option that takes a value, by every spelling, with what completes the value.
    var valueOptions: [(spellings: [String], kind: ValueKind)] {
        CommandTable.options.compactMap { spec in
            guard let value = spec.value else { return nil }
            return ([spec.name] + [spec.shortName].compactMap { $0 }, Self.kind(value))
        }
    }

    /// What completes a value of this kind.
    static func kind(_ value: OptionValue) -> ValueKind {
        switch value {
        case .oneOf(let words): .words(words)
        case .text(.sources): .words(VehicleSource.allCases.map(\.rawValue))
        case .text(.path), .text(.file): .file
        case .text(.plate): .plate
        case .text: .free
        }
    }

    /// How `options` and the global ones are spelled, in table order: long names, then
    /// short ones.
    private static func spellings(_ options: [CommandOption]) -> [String] {
        let accepted = Set(options).union(CommandTable.globalOptions)
        let specs = CommandTable.options.filter { accepted.contains($0.option) }
        return specs.map(\.name) + specs.compactMap(\.shortName)
    }
}
