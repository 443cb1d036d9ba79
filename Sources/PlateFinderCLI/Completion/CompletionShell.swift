/// A shell `platefinder completion` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
    /// GNU bash, through `complete -F`.
    case bash
    /// zsh, as an autoloaded `#compdef` function.
    case zsh
    /// fish, as `complete` commands.
    case fish
}
