import PlateFinderApp
import PlateFinderDomain

/// How a batch writes CSV: the delimiter, whether a UTF-8 byte-order mark comes first (by
/// it Excel knows the file is UTF-8) and the separator of an amount's cents. Records end
/// with CRLF in every dialect, and no number is ever grouped in thousands.
public struct CSVOutputDialect: Equatable, Sendable {
    /// The character between an amount's units and its cents.
    public enum DecimalSeparator: Equatable, Sendable {
        /// `96.50`.
        case point
        /// `96,50`, as Spanish writes it.
        case comma
    }

    /// The character between fields.
    public var delimiter: CSVDelimiter
    /// Whether the file begins with a UTF-8 byte-order mark.
    public var hasByteOrderMark: Bool
    /// The separator of an amount's cents.
    public var decimalSeparator: DecimalSeparator

    /// A dialect of `delimiter`, with or without a byte-order mark, writing amounts with
    /// `decimalSeparator`.
    public init(
        delimiter: CSVDelimiter, hasByteOrderMark: Bool, decimalSeparator: DecimalSeparator
    ) {
        self.delimiter = delimiter
        self.hasByteOrderMark = hasByteOrderMark
        self.decimalSeparator = decimalSeparator
    }

    /// What a batch writes unless told otherwise: commas, decimal points, no byte-order mark.
    public static let plain = CSVOutputDialect(
        delimiter: .comma, hasByteOrderMark: false, decimalSeparator: .point)

    /// The dialect Excel in `language` opens in columns by double-click: a byte-order mark,
    /// and in Spanish `;` with decimal commas, in English `,` with decimal points.
    /// `delimiter`, when given, takes the language's place; a comma then keeps decimal
    /// points, since a decimal comma would have to be quoted.
    public static func excel(in language: Language, delimiter: CSVDelimiter? = nil) -> Self {
        let spanish = language == .spanish
        let chosen = delimiter ?? (spanish ? .semicolon : .comma)
        return CSVOutputDialect(
            delimiter: chosen, hasByteOrderMark: true,
            decimalSeparator: spanish && chosen != .comma ? .comma : .point)
    }

    /// What the file holds before its header: the byte-order mark, or nothing.
    public var preamble: String { hasByteOrderMark ? "\u{FEFF}" : "" }

    /// `amount` as this dialect writes it: two decimals, never grouped.
    public func text(of amount: Money) -> String {
        amount.formatted(
            decimalSeparator: decimalSeparator == .comma ? "," : ".", groupingSeparator: nil)
    }
}
