import PlateFinderApp

/// A word that follows a command (`history show`), what follows it, and the options it
/// accepts.
struct SubcommandSpec: Equatable, Sendable {
    /// The subcommand's word.
    let name: String
    /// What follows it, as its usage names it (`PLATE`); nil when nothing does.
    let operand: ValuePlaceholder?
    /// The options it accepts.
    let options: [CommandOption]

    /// A subcommand spelled `name`, followed by `operand`, accepting `options`.
    init(_ name: String, operand: ValuePlaceholder? = nil, options: [CommandOption]) {
        self.name = name
        self.operand = operand
        self.options = options
    }
}
