/// One column of one row of the screen.
public struct Cell: Hashable, Sendable {
    /// What the cell shows: one grapheme cluster, a space when blank.
    public var grapheme: Character
    /// How the cell is drawn.
    public var style: CellStyle
    /// Whether this is the right half of a two-column character in the cell to its left.
    public var isContinuation: Bool

    /// A cell showing `grapheme` in `style`.
    public init(grapheme: Character, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the default style.
    public static let blank = Cell(grapheme: " ")
}
