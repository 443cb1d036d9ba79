import Foundation
import PlateFinderCLITestSupport
import Testing

/// What the command-line front ends say about the situation's plate, read back as facts
/// or as the parts of them each prints.
struct FrontEndReadings {
    let cli: CommandLineHarness
    let plate = ContractSituation.plate

    /// `find --json`: the facts, its exit code and the JSON error's source when it failed.
    func findJSON() async throws -> (facts: ContractFacts?, exitCode: Int32, errorSource: String?) {
        let result = try await cli.run("find", plate, "--json")
        let object = try JSONOutput.object(result)
        guard result.exitCode == 0 else {
            let error = object["error"] as? [String: Any]
            return (nil, result.exitCode, error?["source"] as? String)
        }
        return (ContractFacts(json: object), result.exitCode, nil)
    }

    /// `find` as text, unwrapped, and what it said on standard error.
    func findText(
        language: String = "en"
    ) async throws -> (text: String, error: String, exitCode: Int32) {
        let result = try await cli.run("find", plate, "--lang", language)
        return (WrappedText.unwrapped(result.output), result.error, result.exitCode)
    }

    /// `history show --json`'s facts.
    func historyShow() async throws -> ContractFacts? {
        let result = try await cli.run("history", "show", plate, "--json")
        guard result.exitCode == 0 else { return nil }
        return ContractFacts(json: try JSONOutput.object(result))
    }

    /// A batch of the plate in `format`, every source asked, with `maximumAge`.
    func batch(format: String, maximumAge: String) async throws -> CommandResult {
        let input = cli.folder.file("fleet.txt")
        try Data("\(plate)\n".utf8).write(to: URL(fileURLWithPath: input))
        return try await cli.run([
            "batch", input, "--format", format, "--sources", "ant,sri,fines", "--interval", "0",
            "--retries", "0", "--max-age", maximumAge,
        ])
    }

    /// The batch's JSONL row's facts and status.
    func batchJSONL(maximumAge: String) async throws -> (facts: ContractFacts, status: String?) {
        let result = try await batch(format: "jsonl", maximumAge: maximumAge)
        let line = try #require(result.output.split(separator: "\n").first, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return (ContractFacts(json: object), object["status"] as? String)
    }

    /// The batch's CSV row, by column.
    func batchCSV(maximumAge: String) async throws -> [String: String] {
        let result = try await batch(format: "csv", maximumAge: maximumAge)
        let records = result.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = try #require(records.first).components(separatedBy: ",")
        let row = try #require(records.dropFirst().first, "\(result.error)")
        return Dictionary(uniqueKeysWithValues: zip(header, CSVFields.split(row)))
    }

    /// `due --json` for the plate (after asking its sources when `refresh`), every item
    /// whatever its day.
    func due(refresh: Bool) async throws -> [[String: Any]] {
        let input = cli.folder.file("due.txt")
        try Data("\(plate)\n".utf8).write(to: URL(fileURLWithPath: input))
        let result = try await cli.run(
            ["due", "--plates", input, "--within", "3660", "--json"]
                + (refresh ? ["--refresh"] : []))
        return try JSONOutput.items(result)
    }

    /// `tasks remind --json`'s registration reminder (created now or already there).
    func registrationReminder() async throws -> [String: Any]? {
        let result = try await cli.run("tasks", "remind", plate, "--json")
        guard result.exitCode == 0 else { return nil }
        let object = try JSONOutput.object(result)
        let reminders =
            (object["created"] as? [[String: Any]] ?? [])
            + (object["existing"] as? [[String: Any]] ?? [])
        return reminders.first { ($0["title"] as? String)?.hasPrefix("Registration") == true }
    }

    /// `fines --json`'s pending status, and its exit code.
    func fines() async throws -> (pending: [String: Any]?, exitCode: Int32) {
        let result = try await cli.run("fines", plate, "--json")
        let object = try JSONOutput.object(result)
        return (object["pending"] as? [String: Any], result.exitCode)
    }
}
