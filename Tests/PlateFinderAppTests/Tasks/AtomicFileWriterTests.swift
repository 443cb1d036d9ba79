import Foundation
import PlateFinderApp
import PlateFinderTestSupport
import Testing

@Suite struct AtomicFileWriterTests {
    @Test func write_createsFile_withContentAndOwnerOnlyMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tasks.ics")

        try AtomicFileWriter.write(Data("BEGIN:VCALENDAR\r\n".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("BEGIN:VCALENDAR\r\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try folder.names() == ["tasks.ics"])
    }

    @Test func write_replacesExistingFileWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tasks.ics")
        try Data(repeating: 0x41, count: 10_000).write(to: URL(fileURLWithPath: path))

        try AtomicFileWriter.write(Data("short".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
        #expect(try folder.names() == ["tasks.ics"])
    }

    @Test func write_writesEmptyData() throws {
        let folder = try TemporaryFolder()

        try AtomicFileWriter.write(Data(), to: folder.file("empty.ics"))

        #expect(FileManager.default.contents(atPath: folder.file("empty.ics")) == Data())
    }

    @Test func write_failsWithSystemReason_inMissingFolder() throws {
        let folder = try TemporaryFolder()

        #expect(throws: AtomicFileWriter.Failure(reason: "No such file or directory")) {
            try AtomicFileWriter.write(Data("x".utf8), to: folder.file("missing/tasks.ics"))
        }
    }

    @Test func write_leavesDirectoryAndNoLeftovers_whenPathIsADirectory() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("calendar")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: path)
        }

        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(try folder.names() == ["calendar"])
    }
}
