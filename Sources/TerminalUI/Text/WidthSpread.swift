/// How differently terminals may draw one grapheme cluster.
///
/// `DisplayWidth` answers as terminals that measure whole clusters do. Others measure each
/// code point on its own (a thumb with a skin tone becomes two pictures, four columns), or
/// draw an emoji as text or from an older Unicode table (narrower). The renderer uses the
/// spread to leave no stale cell whichever way the cluster was drawn.
struct WidthSpread: Equatable, Sendable {
    /// The columns `DisplayWidth` gives.
    let columns: Int
    /// The most columns a terminal measuring each code point may take.
    let widest: Int
    /// Whether a terminal may draw the cluster narrower than `columns`.
    let mayBeNarrower: Bool

    /// The spread of `character`.
    init(_ character: Character) {
        columns = DisplayWidth.of(character)
        var sum = 0
        var isEmoji = false
        for scalar in character.unicodeScalars {
            sum += DisplayWidth.of(scalar)
            if scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}" { isEmoji = true }
        }
        widest = max(columns, sum)
        mayBeNarrower = columns == 2 && isEmoji
    }

    /// Whether every terminal draws the cluster in exactly `columns`.
    var isCertain: Bool { widest == columns && !mayBeNarrower }

    /// Whether `character` may be drawn differently from `DisplayWidth`, answered quickly for
    /// the common single-scalar characters.
    static func isUncertain(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return scalar.value >= 0x2000 && scalar.properties.isEmojiPresentation
        }
        return !WidthSpread(character).isCertain
    }
}
