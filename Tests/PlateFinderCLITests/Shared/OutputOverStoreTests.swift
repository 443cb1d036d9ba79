import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// No `--output` may name the store or a file SQLite keeps beside it, however it is spelled:
/// the command refuses with exit 2 before it asks or writes anything.
@Suite(.timeLimit(.minutes(1))) struct OutputOverStoreTests {
    /// Each command line that takes `--output`; `PLATES` stands for a file of plates.
    static let commands: [[String]] = [
        ["tasks", "export", "--ics"], ["due", "--ics"], ["due", "--refresh", "--ics"],
        ["due", "--plates", "PLATES", "--refresh", "--ics"], ["batch", "PLATES"],
        ["batch", "PLATES", "--format", "jsonl"],
    ]

    @Test(arguments: commands, StoreSpelling.allCases)
    func output_namingAStoreFile_exitsTwo_leavingTheStore_askingNothing(
        command: [String], spelling: StoreSpelling
    ) async throws {
        let (portal, plates) = try await makeSUT()
        let cli = portal.cli
        let output = try spelling.make(in: cli)
        let before = try snapshot(cli)

        let result = try await cli.run(
            command.map { $0 == "PLATES" ? plates : $0 } + ["--output", output])

        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("platefinder: The --output file \(output) is "))
        #expect(
            result.error.hasSuffix(
                "; writing there would destroy the history. Choose another --output.\n"))
        #expect(result.output.isEmpty)
        #expect(try snapshot(cli) == before)
        #expect(try await cli.taskTitles() == ["Keep me"])
        #expect(try await cli.favorites() == ["PBX1234"])
        #expect(portal.server.requests.isEmpty)
        #expect(portal.sri.requests.isEmpty)
    }

    @Test func output_namingTheStore_saysWhy_inEnglish() async throws {
        let (portal, _) = try await makeSUT()
        let store = portal.cli.storePath

        let result = try await portal.cli.run("tasks", "export", "--ics", "-o", store)

        #expect(
            result.error
                == "platefinder: The --output file \(store) is the history file \(store); "
                + "writing there would destroy the history. Choose another --output.\n")
    }

    @Test func output_namingTheLog_saysWhy_inSpanish() async throws {
        let (portal, _) = try await makeSUT()
        let store = portal.cli.storePath
        let log = portal.cli.folder.file("data/../data/platefinder.sqlite-wal")

        let result = try await portal.cli.run("due", "--ics", "-o", log, "--lang", "es")

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: El archivo de --output \(log) es \(store)-wal, que SQLite "
                + "mantiene junto al archivo del historial; escribir ahí destruiría el "
                + "historial. Elija otra --output.\n")
    }

    @Test func output_besideTheStore_isStillWritten() async throws {
        let (portal, _) = try await makeSUT()
        let calendar = portal.cli.folder.file("data/platefinder.sqlite.ics")

        let result = try await portal.cli.run("tasks", "export", "--ics", "-o", calendar)

        #expect(result.exitCode == 0)
        #expect(try ICSReader(String(contentsOfFile: calendar, encoding: .utf8)).todos.count == 1)
    }

    // MARK: - Helpers

    /// A way to name one of the store's files, made in the harness's folder.
    enum StoreSpelling: CaseIterable, Sendable {
        case store, symbolicLink, hardLink, dotDot, folderLink, absentLog, presentLog, sharedMemory
        case journal, linkToAbsentLog

        /// The path, after making what it goes through.
        func make(in cli: CommandLineHarness) throws -> String {
            let store = cli.storePath
            let folder = cli.folder
            switch self {
            case .store: return store
            case .symbolicLink:
                #expect(symlink(store, folder.file("link.sqlite")) == 0)
                return folder.file("link.sqlite")
            case .hardLink:
                #expect(link(store, folder.file("hard.sqlite")) == 0)
                return folder.file("hard.sqlite")
            case .dotDot: return folder.file("data/../data/platefinder.sqlite")
            case .folderLink:
                #expect(symlink(folder.file("data"), folder.file("linked")) == 0)
                return folder.file("linked/platefinder.sqlite-wal")
            case .absentLog:
                #expect(!FileManager.default.fileExists(atPath: store + "-wal"))
                return store + "-wal"
            case .presentLog:
                // Left behind empty, as after a crash: SQLite opens the store with it.
                #expect(FileManager.default.createFile(atPath: store + "-wal", contents: nil))
                return store + "-wal"
            case .sharedMemory: return store + "-shm"
            case .journal: return store + "-journal"
            case .linkToAbsentLog:
                #expect(symlink(store + "-wal", folder.file("log.csv")) == 0)
                return folder.file("log.csv")
            }
        }
    }

    /// A portal that answers nothing it is asked, a store holding a task and a favourite,
    /// and a file of plates.
    private func makeSUT() async throws -> (LoopbackPortal, plates: String) {
        let portal = try LoopbackPortal()
        _ = try await portal.cli.addTask("Keep me")
        _ = try await portal.cli.run("favorites", "add", "PBX1234")
        let plates = portal.cli.folder.file("plates.txt")
        try Data("PBX1234\n".utf8).write(to: URL(fileURLWithPath: plates))
        return (portal, plates)
    }

    /// The bytes of the store and of every file beside it.
    private func snapshot(_ cli: CommandLineHarness) throws -> [String: Data] {
        let folder = cli.folder.file("data")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return files
    }
}
