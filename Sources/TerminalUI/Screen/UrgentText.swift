/// How a late or blocked status stands out, wherever it is shown: in the error colour where
/// there is colour, and marked `!! ` where there is none, so that it never rests on colour
/// alone. The screen and printed text both ask here, so every front end decides alike.
public enum UrgentText {
    /// What marks urgent text where colour cannot.
    public static let marker = "!! "

    /// `text` as it reads with `colors`: as is in colour (the style shows it), marked
    /// without.
    public static func marked(_ text: String, colors: ColorSupport) -> String {
        switch colors {
        case .color: text
        case .monochrome: marker + text
        }
    }

    /// The style the screen draws urgent text in.
    public static func style(_ theme: Theme) -> CellStyle {
        theme.error
    }

    /// `text` as printed to a stream: marked without colour, and in colour between the
    /// sequences that select and reset the error style.
    public static func printed(_ text: String, colors: ColorSupport) -> String {
        colored(marked(text, colors: colors), colors: colors)
    }

    /// `text`, already laid out (marked and wrapped), in the error colour when `colors`
    /// allows it; as is otherwise. The sequences take no columns, so layout comes first.
    public static func colored(_ text: String, colors: ColorSupport) -> String {
        guard colors == .color, !text.isEmpty else { return text }
        var start: [UInt8] = []
        ControlSequence.select(style(Theme(colors: .color)), colors: .color, into: &start)
        return String(decoding: start, as: UTF8.self) + text
            + String(decoding: ControlSequence.resetStyle, as: UTF8.self)
    }
}
