import PlateFinderApp

/// A command of the command line, its subcommands, and the options each accepts.
public struct CommandSpec: Equatable, Sendable {
    /// The command's word (`find`); nil for `platefinder` without one.
    public let name: String?
    /// The help page that explains the command and its subcommands.
    public let topic: HelpTopic
    /// The options the command accepts without a subcommand.
    public let options: [CommandOption]
    /// The words that may follow the command; when there are any, the first word after
    /// the command must be one of them (or nothing).
    public let subcommands: [SubcommandSpec]
    /// How this command's help page words options that mean something particular here.
    public let optionHelp: [CommandOption: OptionHelp]
    /// Whether the tool's own help page lists this command's options too.
    public let optionsOnToolPage: Bool

    /// A command spelled `name`, explained on `topic`'s page.
    public init(
        _ name: String?, topic: HelpTopic, options: [CommandOption],
        subcommands: [SubcommandSpec] = [], optionHelp: [CommandOption: OptionHelp] = [:],
        optionsOnToolPage: Bool = true
    ) {
        self.name = name
        self.topic = topic
        self.options = options
        self.subcommands = subcommands
        self.optionHelp = optionHelp
        self.optionsOnToolPage = optionsOnToolPage
    }

    /// Every option the command accepts, with or without a subcommand.
    public var allOptions: Set<CommandOption> {
        subcommands.reduce(into: Set(options)) { $0.formUnion($1.options) }
    }

    /// The subcommand spelled `name`, if the command has it.
    public func subcommand(_ name: String) -> SubcommandSpec? {
        subcommands.first { $0.name == name }
    }
}
