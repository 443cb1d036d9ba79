import FuzzSupport
import PlateFinderDomain
import TerminalUI

/// Wrapping text — the terminal's `TextWrap`, and the card `find` prints — gives lines that
/// fit their width in display cells, loses nothing but spaces (and the line
/// breaks it breaks at), and takes time in proportion to the text: now and then the input
/// is repeated to a few kilobytes and to eight times that, and the larger must not take
/// much more than eight times the processor time (time on the wall clock depends on what
/// else the machine runs).
enum TextWrapProperties {
    /// Spaces, line breaks, wide and zero-width characters, emoji sequences and flags.
    static let alphabet = Array(
        "ab Z  \n\t-中ｱ한\u{301}\u{200D}😀👨👩🏽❤\u{FE0F}🇪🇨é".unicodeScalars)
    /// The size of the smaller repeated text, in bytes.
    static let repeatedSize = 2 * 1_024
    /// How much slower than linear the larger text may seem: caches and allocation make
    /// timing noisy, and a quadratic wrapper is eight times slower still.
    static let slack = 3

    static func check(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let width = input.number(in: 1...90)
        let repeats = input.number(in: 0...31) == 31
        let text =
            input.bool()
            ? input.text(from: alphabet, maximumLength: 400)
            : FuzzBytes.utf8(input.rest())
        guard repeats, !text.isEmpty else {
            checkTerminalWrap(text, width: width)
            checkCard(value: ControlCharacterStripper.strip(text), width: width)
            return
        }
        // Repeated as it is, so that a text without spaces makes one long word.
        let small = String(repeating: text, count: repeatedSize / text.utf8.count + 1)
        let large = String(repeating: small, count: 8)
        let layouts: [(name: String, layout: (String) -> Void)] = [
            ("TextWrap", { _ = TextWrap.lines($0, width: width) }),
            ("KeyValueCard", { _ = card(label: "Model", value: $0).text(width: width) }),
        ]
        for (name, layout) in layouts {
            let smallTime = fastest(of: 3) { layout(small) }
            let largeTime = fastest(of: 2) { layout(large) }
            Property.require(
                largeTime <= smallTime * (8 * slack) + .milliseconds(1),
                "\(name) took \(largeTime) for \(large.utf8.count) bytes, \(smallTime) for"
                    + " \(small.utf8.count), at width \(width): \(Property.quote(text))")
        }
    }

    /// The least processor time `work` takes in `tries` runs: the one least disturbed.
    private static func fastest(of tries: Int, _ work: () -> Void) -> Duration {
        (0..<tries).map { _ in ThreadCPUTime.measure(work) }.min() ?? .zero
    }

    private static func checkTerminalWrap(_ text: String, width: Int) {
        let lines = TextWrap.lines(text, width: width)
        Property.require(!lines.isEmpty, "no lines for \(Property.quote(text))")
        for line in lines {
            Property.require(
                DisplayWidth.of(line) <= width || line.count == 1,
                "\(Property.quote(line)) takes \(DisplayWidth.of(line)) of \(width) columns")
        }
        Property.require(
            Kept.scalars(of: lines) == Kept.scalars(of: [text], droppingLineBreaks: true),
            "wrapping \(Property.quote(text)) at \(width) lost more than spaces: \(lines)")
    }

    /// The card's value column: `width` less the label and the gap, 20 at least.
    private static func checkCard(value: String, width: Int) {
        let label = "Model"
        let valueWidth = max(20, width - label.count - 2)
        let rendered = card(label: label, value: value).text(width: width)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let values = lines.map { String(String.UnicodeScalarView($0.unicodeScalars.dropFirst(7))) }
        for line in values {
            Property.require(
                DisplayWidth.of(line) <= valueWidth,
                "the card's \(Property.quote(line)) is wider than \(valueWidth) columns")
        }
        // A value of nothing but spaces shows as the card's dash.
        guard value.contains(where: { $0 != " " }) else { return }
        Property.require(
            Kept.scalars(of: values) == Kept.scalars(of: [value], droppingLineBreaks: false),
            "the card of \(Property.quote(value)) at \(width) lost more than spaces: \(values)")
    }

    /// A card of one row, as `find` prints a vehicle's.
    private static func card(label: String, value: String) -> KeyValueCard {
        KeyValueCard(rows: [
            Row(label: label, phrases: value.split(separator: " ").map(String.init))
        ])
    }

    private struct Row: KeyValueRow {
        let label: String
        let phrases: [String]
    }
}
