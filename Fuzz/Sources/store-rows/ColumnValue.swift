import Foundation
import FuzzSupport
import PlateFinderData

/// A value of any SQLite type a fuzzer's bytes choose for one column: extreme integers,
/// reals out of every range or not a number, text long or not UTF-8, blobs, NULL, or the
/// column's sound value, kept or spliced with outside bytes.
struct ColumnValue {
    /// The SQL that writes it, with one `?` for `parameter`.
    let expression: String
    /// The value bound to it.
    let parameter: SQLiteValue

    /// Integers at and around every boundary a conversion could trip on.
    static let integers: [Int64] = [
        .min, .max, 0, 1, -1, 2, 1_780_000_000, Int64(Int32.max) + 1, -62_135_596_801,
        253_402_300_800,
    ]

    /// Reals out of every range, and the edges of what a calendar holds.
    static let reals: [Double] = [
        .infinity, -.infinity, .nan, 9.3e18, -9.3e18, 9.223_372_036_854_775_807e18, 1e300,
        -1e300, 0, -0.0, 1.5, 1.78e9, 253_402_300_799, 253_402_300_800, -62_135_596_800,
        -62_135_596_801, .ulpOfOne, .leastNonzeroMagnitude,
    ]

    /// Lengths of long texts, in bytes: at and past the bounds the readers keep (a key's
    /// start, a plate, a title, a failure's detail, a note), and two megabytes, past all of
    /// them but a vehicle's texts and an answer, which are read (the tests try ten).
    static let longTexts = [
        41, 164, 165, 5_120, 5_121, 64 * 1024, 64 * 1024 + 1, 256_000, 256_001, 2_000_000,
    ]

    /// What text columns may hold: plates, days, JSON's punctuation, controls.
    static let alphabet = Array(
        "PBX1234abc-{}[]\":,.0123456789eE+ \u{0}\u{1B}\u{7F}\u{85}\u{202E}é中🇪🇨".unicodeScalars)

    /// How many bytes the value holds as text or a blob.
    var byteCount: Int {
        switch parameter {
        case .text(let text): text.utf8.count
        case .blob(let data): data.count
        case .integer, .real, .null: 0
        }
    }

    /// `value` written as it is.
    init(sound value: SQLiteValue) {
        expression = "?"
        parameter = value
    }

    /// The value `input` chooses for a column whose sound value is `sound`.
    init(_ input: inout FuzzInput, sound: SQLiteValue) {
        expression = input.number(in: 0...9) == 7 ? "CAST(? AS TEXT)" : "?"
        switch input.number(in: 0...9) {
        case 0: parameter = .null
        case 1: parameter = .integer(input.element(of: Self.integers))
        case 2: parameter = .integer(Int64(bitPattern: Self.word(&input)))
        case 3: parameter = .real(input.element(of: Self.reals))
        case 4: parameter = .real(Double(bitPattern: Self.word(&input)))
        case 5: parameter = .text(input.text(from: Self.alphabet, maximumLength: 40))
        case 6:
            let count = input.element(of: Self.longTexts)
            parameter = .text(
                String(unsafeUninitializedCapacity: count) { bytes in
                    bytes.initialize(repeating: UInt8(ascii: "x"))
                    return count
                })
        case 7, 8: parameter = .blob(Data(input.text(from: Self.alphabet, maximumLength: 40).utf8))
        default: parameter = Self.spliced(sound, &input)
        }
    }

    /// `sound`, or its text with some of it replaced by what `input` chooses.
    private static func spliced(_ sound: SQLiteValue, _ input: inout FuzzInput) -> SQLiteValue {
        guard case .text(let text) = sound, input.bool() else { return sound }
        var scalars = Array(text.unicodeScalars)
        let start = input.number(in: 0...scalars.count)
        let end = min(scalars.count, start + input.number(in: 0...8))
        scalars.replaceSubrange(
            start..<end, with: input.text(from: alphabet, maximumLength: 12).unicodeScalars)
        return .text(String(String.UnicodeScalarView(scalars)))
    }

    private static func word(_ input: inout FuzzInput) -> UInt64 {
        (0..<8).reduce(0) { word, _ in word << 8 | UInt64(input.byte()) }
    }
}
