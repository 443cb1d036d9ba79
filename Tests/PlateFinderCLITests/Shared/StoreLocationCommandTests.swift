import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct StoreLocationCommandTests {
    @Test func favorites_keepsStoreUnderHome_withoutStoreSettings() async throws {
        let cli = try makeSUT()
        let home = cli.folder.path

        let result = try await cli.run(
            "favorites", "add", "ABC1234", extraEnvironment: ["HOME": home])

        let folder = home + "/.local/share/platefinder"
        #expect(result.exitCode == 0)
        #expect(permissions(of: folder) == 0o700)
        #expect(permissions(of: folder + "/platefinder.sqlite") == 0o600)
    }

    @Test func favorites_keepsStoreUnderAbsoluteXDGDataHome_only() async throws {
        let cli = try makeSUT()
        let root = cli.folder.path
        let environment = ["HOME": root + "/home", "XDG_DATA_HOME": root + "/data"]

        _ = try await cli.run("favorites", "add", "ABC1234", extraEnvironment: environment)
        _ = try await cli.run(
            "favorites", "add", "PBX1234",
            extraEnvironment: ["HOME": root + "/home", "XDG_DATA_HOME": "relative/data"])

        #expect(exists(root + "/data/platefinder/platefinder.sqlite"))
        #expect(exists(root + "/home/.local/share/platefinder/platefinder.sqlite"))
        #expect(!exists(root + "/relative"))
    }

    @Test func storeFlag_winsOverVariable() async throws {
        let cli = try makeSUT()
        let root = cli.folder.path
        let variable = ["PLATEFINDER_STORE": root + "/variable.sqlite"]

        _ = try await cli.run(
            "favorites", "add", "ABC1234", "--store", root + "/flag.sqlite",
            extraEnvironment: variable)
        let fromVariable = try await cli.run("favorites", "--json", extraEnvironment: variable)

        #expect(exists(root + "/flag.sqlite"))
        #expect(fromVariable.output == "[]\n")
    }

    @Test func favorites_exitsTwo_withoutHomeOrStoreSettings() async throws {
        let result = try await makeSUT().run("favorites")

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: No place for the history file: HOME is not set; pass --store "
                + "PATH or set PLATEFINDER_STORE.\n")
    }

    @Test(arguments: [
        (
            "en",
            "platefinder: No place for the history file: HOME ('relhome') is not an absolute "
                + "path; pass --store PATH or set PLATEFINDER_STORE.\n"
        ),
        (
            "es",
            "platefinder: No hay dónde guardar el historial: HOME ('relhome') no es una ruta "
                + "absoluta; use --store RUTA o defina PLATEFINDER_STORE.\n"
        ),
    ])
    func favorites_exitsTwo_sayingHomeIsNotAbsolute_whenItIsRelative(
        language: String, sentence: String
    ) async throws {
        let result = try await makeSUT().run(
            "favorites", "--lang", language, extraEnvironment: ["HOME": "relhome"])

        #expect(result.exitCode == 2)
        #expect(result.error == sentence)
    }

    @Test(
        arguments: [
            (["--store", ":memory:"], [:], "--store is :memory:"),
            ([], ["PLATEFINDER_STORE": ":memory:"], "PLATEFINDER_STORE is :memory:"),
            (["--lang", "es", "--store", ":memory:"], [:], "--store es :memory:"),
        ] as [([String], [String: String], String)])
    func favorites_exitsTwo_onAStoreInMemory_creatingNothing(
        options: [String], environment: [String: String], start: String
    ) async throws {
        let cli = try makeSUT()
        let name = FileManager.default.currentDirectoryPath + "/:memory:"
        let existed = exists(name)
        defer { if !existed, exists(name) { try? FileManager.default.removeItem(atPath: name) } }

        let result = try await cli.run(
            ["favorites", "add", "PBX1234"] + options,
            extraEnvironment: environment.merging(["HOME": cli.folder.path]) { $1 })

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: " + start + ", "))
        #expect(existed || !exists(name))
        #expect(try cli.folder.names().isEmpty)
    }

    @Test func favorites_exitsSix_namingTheFolderItCouldNotMake_whenHomeIsAFile() async throws {
        let cli = try makeSUT()
        let home = cli.folder.file("home")
        #expect(FileManager.default.createFile(atPath: home, contents: Data("x".utf8)))

        let result = try await cli.run("favorites", extraEnvironment: ["HOME": home])

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: Could not create the folder \(home)/.local for the history file "
                + "\(home)/.local/share/platefinder/platefinder.sqlite (Not a directory); use "
                + "--store to choose another file.\n")
        #expect(FileManager.default.contents(atPath: home) == Data("x".utf8))
    }

    // MARK: - Helpers

    /// A runner that names no store: the location comes from what each test sets.
    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness(usesStore: false)
    }

    private func permissions(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o777
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
