import Foundation
import Testing

/// What the commands print with `--json`, decoded for checks.
public enum JSONOutput {
    /// The object `find --json` or `history show --json` printed.
    public static func object(_ result: some CommandOutput) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any],
            "not a JSON object: \(result.output)")
    }

    /// The string member `key` of the object printed, if there is one.
    public static func string(_ result: some CommandOutput, _ key: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: result.standardOutput)
        return (object as? [String: Any])?[key] as? String
    }

    /// The array `history --json` printed.
    public static func items(_ result: some CommandOutput) throws -> [[String: Any]] {
        try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]],
            "not a JSON array of objects: \(result.output)")
    }

    /// The plates `favorites --json` printed, each object's `plate`.
    public static func plates(_ result: some CommandOutput) throws -> [String] {
        let items = try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]],
            "not a JSON array of objects: \(result.output)")
        return try items.map { item in
            try #require(item["plate"] as? String, "a favourite without a plate: \(item)")
        }
    }
}
