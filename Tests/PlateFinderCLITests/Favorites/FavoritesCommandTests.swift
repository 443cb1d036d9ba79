import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FavoritesCommandTests {
    @Test(arguments: [
        (["favorites"], "There are no favourite plates yet.\n"), (["favorites", "--json"], "[]\n"),
    ])
    func favorites_saysThereAreNone_onFirstUse(arguments: [String], output: String) async throws {
        let result = try await makeSUT().run(arguments)

        #expect(result.output == output)
        #expect(result.exitCode == 0)
    }

    @Test func favoritesAdd_normalizesPlate_andListsNewestFirst() async throws {
        let cli = try makeSUT()

        let added = try await cli.run("favorites", "add", "pbx-1234")
        _ = try await cli.run("favorites", "add", "IB", "123C")
        let listed = try await cli.run("favorites")

        #expect(added.output == "PBX1234 is a favourite.\n")
        #expect(added.exitCode == 0)
        #expect(listed.output == "IB123C   nothing saved\nPBX1234  nothing saved\n")
        #expect(try await cli.favorites() == ["IB123C", "PBX1234"])
    }

    @Test func favoritesAdd_keepsOnePlace_forRepeatedPlate() async throws {
        let cli = try makeSUT()

        for plate in ["PBX1234", "ABC1234", "PBX1234"] {
            _ = try await cli.run("favorites", "add", plate)
        }

        #expect(try await cli.favorites() == ["ABC1234", "PBX1234"])
    }

    @Test func favoritesRemove_leavesOtherFavourites() async throws {
        let cli = try makeSUT()
        _ = try await cli.run("favorites", "add", "PBX1234")
        _ = try await cli.run("favorites", "add", "ABC1234")

        let removed = try await cli.run("favorites", "remove", "PBX1234")

        #expect(removed.output == "PBX1234 is not a favourite.\n")
        #expect(removed.exitCode == 0)
        #expect(try await cli.favorites() == ["ABC1234"])
    }

    @Test func favoritesToggle_printsNewState_eachTime() async throws {
        let cli = try makeSUT()

        let first = try await cli.run("favorites", "toggle", "PBX1234")
        let second = try await cli.run("favorites", "toggle", "PBX1234", "--lang", "es")

        #expect(first.output == "PBX1234 is a favourite.\n")
        #expect(second.output == "PBX1234 no es una placa favorita.\n")
        #expect(try await cli.favorites().isEmpty)
    }

    @Test(arguments: [["add", "PBX12"], ["toggle", "PBX12345"], ["add", "1ABC"]])
    func favorites_exitsTwo_withPlateRule_forPlateThatIsNotComplete(
        arguments: [String]
    )
        async throws
    {
        let cli = try makeSUT()

        let result = try await cli.run(["favorites"] + arguments)

        #expect(result.exitCode == 2)
        #expect(result.error.contains("is not a complete plate"))
        #expect(result.error.contains("ABC1234 (car), AB123A (motorcycle) or CD1234 (special)"))
        #expect(try await cli.favorites().isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
