/// What the completion scripts ask the binary itself for: words only the store knows.
/// The command is declared without help, so help, the manual and completions never show
/// it.
enum CompletionListing: String, CaseIterable, Equatable {
    /// The plates of the history and the favourites, one a line, favourites first.
    case plates

    /// The hidden command's word: `platefinder __complete plates [--store PATH]`.
    static let command = "__complete"
}
