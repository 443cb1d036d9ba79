import Foundation
import PlateFinderTestSupport
import Testing

/// What the commands print with `--json`, decoded for checks.
enum JSONOutput {
    /// The object `find --json` or `history show --json` printed.
    static func object(_ result: ProcessRunner.Result) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any],
            "not a JSON object: \(result.output)")
    }

    /// The string member `key` of the object printed, if there is one.
    static func string(_ result: ProcessRunner.Result, _ key: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: result.standardOutput)
        return (object as? [String: Any])?[key] as? String
    }

    /// The array `history --json` printed.
    static func items(_ result: ProcessRunner.Result) throws -> [[String: Any]] {
        try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]],
            "not a JSON array of objects: \(result.output)")
    }

    /// The plates `favorites --json` printed.
    static func plates(_ result: ProcessRunner.Result) throws -> [String] {
        try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String],
            "not a JSON array of strings: \(result.output)")
    }
}

extension PlateFinderCLI {
    /// The history as `history --json` prints it, failing the test on a non-zero exit.
    func history() async throws -> [[String: Any]] {
        let result = try await run("history", "--json")
        #expect(result.exitCode == 0, "history --json: \(result.error)")
        return try JSONOutput.items(result)
    }

    /// The plates of the history, newest first.
    func historyPlates() async throws -> [String] {
        try await history().compactMap { $0["plateNumber"] as? String }
    }

    /// The favourites as `favorites --json` prints them, failing the test on a non-zero exit.
    func favorites() async throws -> [String] {
        let result = try await run("favorites", "--json")
        #expect(result.exitCode == 0, "favorites --json: \(result.error)")
        return try JSONOutput.plates(result)
    }
}
