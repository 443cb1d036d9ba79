/// One key press, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster, or part of one split across reads).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// Backspace (DEL or BS).
    case backspace
    /// The forward Delete key.
    case delete
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Escape pressed on its own.
    case escape
    /// Ctrl-C. Raw mode turns off the terminal's signal keys, so it arrives as a key.
    case interrupt
    /// Ctrl-Z, which a shell's terminal turns into a stop; in raw mode it arrives as a key.
    case suspend
    /// Ctrl with a letter other than C, H, I, J, M or Z, as the lower-case letter.
    case control(Character)
    /// Text pasted in bracketed paste mode, its controls and line breaks already dropped:
    /// to be inserted into the focused field, never read as keys.
    case paste(String)
}
