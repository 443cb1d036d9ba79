import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store path that already exists: only a regular file is ever adopted.
@Suite struct StoreFileKindTests {
    enum Node: String, CaseIterable, Sendable {
        case fifo, device, directory
    }

    /// Making a device node takes Linux's numbers and root.
    static let nodes = Node.allCases.filter { $0 != .device || PrivateDevice.isAvailable }

    @Test(arguments: nodes)
    func favorites_exitsSix_leavingWhatIsNotARegularFile(node: Node) async throws {
        let cli = try makeSUT()
        let path = cli.folder.file("store")
        try make(node, at: path)
        let before = try describe(path)

        let result = try await cli.run("favorites", "add", "ABC1234", "--store", path)

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: Could not open the history file \(path) (not a regular file); "
                + "use --store to choose another file.\n")
        #expect(try describe(path) == before)
        #expect(try cli.folder.names() == ["store"])
    }

    @Test func favorites_adoptsAnEmptyRegularFile_withOwnerOnlyMode() async throws {
        let cli = try makeSUT()
        let path = cli.folder.file("store")
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644]))

        let added = try await cli.run("favorites", "add", "ABC1234", "--store", path)
        let listed = try await cli.run("favorites", "--store", path)

        #expect(added.exitCode == 0)
        #expect(listed.output == "ABC1234  nothing saved\n")
        #expect(try describe(path).mode == 0o600)
    }

    // MARK: - Helpers

    /// What a node is, its permissions and, for a folder, what it holds.
    struct Description: Equatable {
        let kind: mode_t
        let mode: mode_t
        let device: dev_t
        let entries: [String]
    }

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness(usesStore: false)
    }

    private func make(_ node: Node, at path: String) throws {
        switch node {
        case .fifo: #expect(mkfifo(path, 0o644) == 0)
        case .device: try PrivateDevice.null.make(at: path)
        case .directory:
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false)
        }
    }

    private func describe(_ path: String) throws -> Description {
        var status = stat()
        #expect(lstat(path, &status) == 0)
        let kind = status.st_mode & S_IFMT
        return Description(
            kind: kind, mode: status.st_mode & 0o7777,
            device: kind == S_IFCHR ? status.st_rdev : 0,
            entries: kind == S_IFDIR
                ? try FileManager.default.contentsOfDirectory(atPath: path) : [])
    }
}
