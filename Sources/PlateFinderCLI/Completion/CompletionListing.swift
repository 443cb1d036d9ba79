/// What the completion scripts ask the binary itself for: words only the store knows.
/// The command is declared without help, so help, the manual and completions never show
/// it.
enum CompletionListing: String, CaseIterable, Equatable {
    /// The plates of the history and the favourites, one a line, favourites first.
    case plates
    /// The saved tasks' ids as `platefinder tasks` shows them, one a line, in list order.
    case tasks

    /// The hidden command's word: `platefinder __complete plates|tasks [--store PATH]`.
    static let command = "__complete"
}
