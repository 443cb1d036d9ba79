import Foundation
import PlateFinderData

/// A value no PlateFinder writes in a column, as a file edited by hand could hold it.
struct HostileValue: Sendable, CustomStringConvertible {
    let description: String
    /// The SQL that writes it, with one `?` for `parameter`.
    let expression: String
    /// The value bound to the expression.
    let parameter: SQLiteValue
    /// The key a row holding it in its key column is named by: the text, or nil when it is
    /// not text.
    let key: String?

    /// `value` written as it is.
    init(_ value: SQLiteValue, described description: String? = nil) {
        self.description = description ?? "\(value)"
        expression = "?"
        parameter = value
        if case .text(let text) = value { key = text } else { key = nil }
    }

    private init(description: String, expression: String, parameter: SQLiteValue) {
        self.description = description
        self.expression = expression
        self.parameter = parameter
        key = nil
    }

    /// Text whose bytes are no UTF-8.
    static let invalidUTF8 = HostileValue(
        description: "text of bytes FF FE 50", expression: "CAST(? AS TEXT)",
        parameter: .blob(Data([0xFF, 0xFE, 0x50])))

    /// Ten million characters of text.
    static let tenMegabytes = HostileValue(
        .text(String(repeating: "P", count: 10_000_000)), described: "text of 10 MB")

    /// Instants no calendar holds, and values that are no instant.
    static let instants = [
        HostileValue(.real(9.3e18)), HostileValue(.real(-9.3e18)), HostileValue(.real(1e300)),
        HostileValue(.real(.infinity)), HostileValue(.real(-.infinity)),
        HostileValue(.text("NaN")), HostileValue(.text("yesterday")),
        HostileValue(.blob(Data([0x31]))), invalidUTF8,
    ]

    /// Plates no PlateFinder keeps: not text, empty, or far too long.
    static let plates = [
        HostileValue(.blob(Data("PBX1234".utf8))), HostileValue(.text("")), tenMegabytes,
        invalidUTF8,
    ]
}
