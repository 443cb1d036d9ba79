import PlateFinderApp
import PlateFinderDomain

/// What completions offer, read from `CommandTable`: each command and subcommand with the
/// options it accepts (the global ones included), the values options take, and where a
/// plate from the history or the favourites fits. A command added to the table is offered
/// without a change here.
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

    /// Where plates fit as operands, `command` or `command subcommand`; operands are not in
    /// the table, so this list says which take plates.
    static let plateOperands: Set<String> = [
        "find", "fines", "history show", "history remove", "favorites add", "favorites remove",
        "favorites toggle", "tasks remind",
    ]

    /// Every word that names a command, aliases included.
    let commandWords = CommandTable.commandWords
    /// The options `platefinder` accepts without a command.
    let toolOptions = Self.spellings(CommandTable.commands.first { $0.name == nil }?.options ?? [])
    /// The aliases and the commands they stand for.
    let aliases = CommandTable.aliases

    /// Every command, and every subcommand, in table order.
    var places: [Place] {
        CommandTable.commands.flatMap { command -> [Place] in
            guard let name = command.name else { return [] }
            let own = Place(
                command: name, subcommand: nil, words: command.subcommands.map(\.name),
                options: Self.spellings(command.options),
                takesPlates: Self.plateOperands.contains(name))
            return [own]
                + command.subcommands.map { subcommand in
                    Place(
                        command: name, subcommand: subcommand.name, words: [],
                        options: Self.spellings(subcommand.options),
                        takesPlates: Self.plateOperands.contains(name + " " + subcommand.name))
                }
        }
    }

    /// The commands that have subcommands.
    var commandsWithSubcommands: [String] {
        CommandTable.commands.filter { !$0.subcommands.isEmpty }.compactMap(\.name)
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
