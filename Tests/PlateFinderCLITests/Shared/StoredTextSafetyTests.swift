import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// Whatever the file holds (another program may have written it) reaches the terminal
/// without control characters.
@Suite struct StoredTextSafetyTests {
    static let hostilePlate = "PBX\u{1B}[2J\u{1B}]0;pwned\u{07}12\u{9B}31m34"

    @Test(arguments: [
        ["history"], ["history", "--json"], ["favorites"], ["favorites", "--json"],
    ])
    func listing_neverPrintsControlCharacters_fromStoredPlates(
        arguments: [String]
    )
        async throws
    {
        let cli = try await makeSUT()

        let result = try await cli.run(arguments)

        #expect(result.exitCode == 0)
        #expect(result.output.contains("PBX"))
        #expect(
            !result.output.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            })
        #expect(!result.output.contains("\\u001b") && !result.output.contains("\\u001B"))
    }

    // MARK: - Helpers

    /// A runner whose store holds a favourite and a history item with `hostilePlate`.
    private func makeSUT() async throws -> CommandLineHarness {
        let cli = try CommandLineHarness()
        _ = try await cli.run("favorites", "add", "ABC1234")
        try StoreFile.execute(
            at: cli.storePath, "INSERT INTO favorite (plate_number, position) VALUES (?, 1000)",
            [.text(Self.hostilePlate)])
        try StoreFile.execute(
            at: cli.storePath,
            "INSERT INTO search_history (plate_number, position, search_date) VALUES (?, 1000, 0)",
            [.text(Self.hostilePlate)])
        return cli
    }
}
