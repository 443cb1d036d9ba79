import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct OutputFileWriterTests {
    @Test func write_createsFile_withContentAndOwnerOnlyMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tasks.ics")

        try OutputFileWriter.write(Data("BEGIN:VCALENDAR\r\n".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("BEGIN:VCALENDAR\r\n".utf8))
        #expect(mode(of: path) == 0o600)
        #expect(try folder.names() == ["tasks.ics"])
    }

    @Test func write_replacesExistingFileWhole_keepingItsMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tasks.ics")
        try Data(repeating: 0x41, count: 10_000).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o644) == 0)
        let before = inode(of: path)

        try OutputFileWriter.write(Data("short".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
        #expect(mode(of: path) == 0o644)
        #expect(inode(of: path) != before, "replaced by a new file, not rewritten in place")
        #expect(try folder.names() == ["tasks.ics"])
    }

    @Test func write_writesEmptyData() throws {
        let folder = try TemporaryFolder()

        try OutputFileWriter.write(Data(), to: folder.file("empty.ics"))

        #expect(FileManager.default.contents(atPath: folder.file("empty.ics")) == Data())
    }

    @Test func write_failsWithSystemReason_inMissingFolder() throws {
        let folder = try TemporaryFolder()

        #expect(throws: WriteFailure(errorNumber: ENOENT)) {
            try OutputFileWriter.write(Data("x".utf8), to: folder.file("missing/tasks.ics"))
        }
    }

    @Test func write_refusesDirectory_leavingItAndNoLeftovers() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("calendar")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        #expect(throws: WriteFailure(errorNumber: EISDIR)) {
            try OutputFileWriter.write(Data("x".utf8), to: path)
        }

        #expect(kind(of: path) == S_IFDIR)
        #expect(try folder.names() == ["calendar"])
    }

    @Test func write_replacesLinkedFile_keepingTheLink() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("real.ics")
        let link = folder.file("link.ics")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink("real.ics", link) == 0)

        try OutputFileWriter.write(Data("new".utf8), to: link)

        #expect(kind(of: link) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
        #expect(try folder.names() == ["link.ics", "real.ics"])
    }

    @Test func write_followsAChainOfLinks_acrossFolders() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.file("sub"), withIntermediateDirectories: false)
        let target = folder.file("sub/real.ics")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink("real.ics", folder.file("sub/inner")) == 0)
        #expect(symlink("sub/inner", folder.file("outer")) == 0)

        try OutputFileWriter.write(Data("new".utf8), to: folder.file("outer"))

        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
        #expect(kind(of: folder.file("outer")) == S_IFLNK)
        #expect(kind(of: folder.file("sub/inner")) == S_IFLNK)
    }

    @Test func write_createsTheFile_aDanglingLinkPointsTo() throws {
        let folder = try TemporaryFolder()
        let link = folder.file("link.ics")
        #expect(symlink("created.ics", link) == 0)

        try OutputFileWriter.write(Data("new".utf8), to: link)

        #expect(kind(of: link) == S_IFLNK)
        #expect(
            FileManager.default.contents(atPath: folder.file("created.ics")) == Data("new".utf8))
        #expect(mode(of: folder.file("created.ics")) == 0o600)
    }

    @Test func write_refusesALinkLoop() throws {
        let folder = try TemporaryFolder()
        #expect(symlink("b", folder.file("a")) == 0)
        #expect(symlink("a", folder.file("b")) == 0)

        #expect(throws: WriteFailure(errorNumber: ELOOP)) {
            try OutputFileWriter.write(Data("x".utf8), to: folder.file("a"))
        }
        #expect(try folder.names() == ["a", "b"])
    }

    @Test(.enabled(if: PrivateDevice.isAvailable))
    func write_writesIntoACharacterDeviceInPlace() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("null")
        try PrivateDevice.null.make(at: path)

        try OutputFileWriter.write(Data("x".utf8), to: path)

        #expect(PrivateDevice.null.isAt(path))
        #expect(try folder.names() == ["null"])
    }

    @Test(.enabled(if: PrivateDevice.isAvailable))
    func write_failsWithNoSpace_onAFullDevice_leavingIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("full")
        try PrivateDevice.full.make(at: path)

        #expect(throws: WriteFailure(errorNumber: ENOSPC)) {
            try OutputFileWriter.write(Data("x".utf8), to: path)
        }

        #expect(PrivateDevice.full.isAt(path))
        #expect(try folder.names() == ["full"])
    }

    @Test func write_writesIntoAFIFOInPlace_forItsReader() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let text = String(repeating: "BEGIN:VTODO\r\n", count: 10_000)

        // The reader is another process: opening a FIFO blocks until both ends are there.
        async let reader = ProcessRunner.run(
            URL(fileURLWithPath: "/bin/cat"), arguments: [path], timeLimit: 30)
        try await onDispatchThread { try OutputFileWriter.write(Data(text.utf8), to: path) }
        let read = try await reader

        #expect(read.output == text)
        #expect(kind(of: path) == S_IFIFO)
        #expect(try folder.names() == ["fifo"])
    }

    // MARK: - Helpers

    /// Runs `body`, which blocks, off the cooperative pool the reader's task needs.
    private func onDispatchThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try body() })
            }
        }
    }

    private func mode(of path: String) -> mode_t? {
        status(of: path).map { $0.st_mode & 0o7777 }
    }

    private func kind(of path: String) -> mode_t? {
        status(of: path).map { $0.st_mode & S_IFMT }
    }

    private func inode(of path: String) -> ino_t? {
        status(of: path).map(\.st_ino)
    }

    private func status(of path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }
}
