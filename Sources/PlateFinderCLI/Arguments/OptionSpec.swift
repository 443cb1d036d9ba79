import PlateFinderApp

/// One option as the command line spells it: its names, what follows it, and what help
/// says about it.
public struct OptionSpec: Equatable, Sendable {
    /// The option described.
    public let option: CommandOption
    /// The long spelling, `--name`.
    public let name: String
    /// The short spelling (`-h`), if there is one.
    public let shortName: String?
    /// What follows the option; nil for a flag.
    public let value: OptionValue?
    /// What help says about the option, unless a command words it its own way.
    public let help: OptionHelp

    /// An option spelled `name` (and `shortName`), followed by `value`, explained by `help`
    /// (by what the option means wherever it is taken when not given).
    public init(
        _ option: CommandOption, _ name: String, short shortName: String? = nil,
        value: OptionValue? = nil, help: OptionHelp? = nil
    ) {
        self.option = option
        self.name = name
        self.shortName = shortName
        self.value = value
        self.help = help ?? .option(option)
    }

    /// Whether `spelling` names this option, long or short.
    public func isSpelled(_ spelling: String) -> Bool {
        spelling == name || spelling == shortName
    }
}
