import Foundation
import Testing

extension CommandLineHarness {
    /// The history as `history --json` prints it, failing the test on a non-zero exit.
    public func history() async throws -> [[String: Any]] {
        let result = try await run("history", "--json")
        #expect(result.exitCode == 0, "history --json: \(result.error)")
        return try JSONOutput.items(result)
    }

    /// The plates of the history, newest first.
    public func historyPlates() async throws -> [String] {
        try await history().compactMap { $0["plateNumber"] as? String }
    }

    /// The favourites as `favorites --json` prints them, failing the test on a non-zero exit.
    public func favorites() async throws -> [String] {
        let result = try await run("favorites", "--json")
        #expect(result.exitCode == 0, "favorites --json: \(result.error)")
        return try JSONOutput.plates(result)
    }

    /// The tasks `tasks --all --json` prints, failing the test on a non-zero exit.
    public func allTasks() async throws -> [[String: Any]] {
        let result = try await run("tasks", "--all", "--json")
        #expect(result.exitCode == 0, "tasks --all --json: \(result.error)")
        return try JSONOutput.items(result)
    }

    /// The titles of every task, in listing order.
    public func taskTitles() async throws -> [String] {
        try await allTasks().compactMap { $0["title"] as? String }
    }

    /// Adds a task titled `title` with `options` and returns its full id.
    public func addTask(_ title: String, _ options: String...) async throws -> String {
        let result = try await run(["tasks", "add", title, "--json"] + options)
        return try #require(try JSONOutput.object(result)["id"] as? String, "\(result.error)")
    }
}
