import PlateFinderApp

/// A word that follows a command (`history show`) and the options it accepts.
public struct SubcommandSpec: Equatable, Sendable {
    /// The subcommand's word.
    public let name: String
    /// The options it accepts.
    public let options: [CommandOption]

    /// A subcommand spelled `name` accepting `options`.
    public init(_ name: String, options: [CommandOption]) {
        self.name = name
        self.options = options
    }
}
