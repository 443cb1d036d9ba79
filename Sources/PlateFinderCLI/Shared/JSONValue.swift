import Foundation

/// A JSON document built explicitly, so every key is written, nulls included.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number that may have a fraction, written exactly.
    case number(Decimal)
    /// A string.
    case string(String)
    /// An object; its keys are written sorted.
    case object([String: JSONValue])
    /// An array, in order.
    case array([JSONValue])

    /// `text` as a JSON string, or null when it is nil.
    public static func string(orNull text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// `number` as a JSON number, or null when it is nil.
    public static func int(orNull number: Int?) -> JSONValue {
        number.map(JSONValue.int) ?? .null
    }

    /// The document as compact UTF-8 text on one line, keys sorted, without a final
    /// newline: one record of a JSON Lines stream.
    public var compactText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            // As for `prettyText`: this type holds nothing JSONEncoder refuses.
            return "null"
        }
    }

    /// The document as pretty-printed UTF-8 text with sorted keys, without a final newline.
    public var prettyText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let text = String(decoding: try encoder.encode(self), as: UTF8.self)
            // JSONEncoder prints an empty array as a blank line between brackets, at any
            // depth. A line break in the output is always layout (strings escape theirs),
            // so the pattern never matches inside a value.
            return text.replacingOccurrences(
                of: #"\[\n\n *\]"#, with: "[]", options: .regularExpression)
        } catch {
            // JSONEncoder only fails on non-finite floating-point numbers, which this type
            // cannot hold; `null` keeps the output valid JSON should that ever change.
            return "null"
        }
    }
}
