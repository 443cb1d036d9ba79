import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tasks export --output` aimed at what is not a plain file: the node stays what it was.
@Suite struct TasksExportTargetTests {
    @Test(.enabled(if: PrivateDevice.isAvailable))
    func tasksExport_writesIntoADevice_leavingTheDevice() async throws {
        let cli = try makeSUT()
        let device = cli.folder.file("null")
        try PrivateDevice.null.make(at: device)

        let result = try await cli.run("tasks", "export", "--ics", "--output", device)

        #expect(result.exitCode == 0)
        #expect(result.output == "Exported 0 tasks to \(device).\n")
        #expect(PrivateDevice.null.isAt(device))
    }

    @Test(.enabled(if: PrivateDevice.isAvailable))
    func tasksExport_exitsSeven_onAFullDevice_leavingTheDevice() async throws {
        let cli = try makeSUT()
        let device = cli.folder.file("full")
        try PrivateDevice.full.make(at: device)

        let result = try await cli.run("tasks", "export", "--ics", "--output", device)

        #expect(result.exitCode == 7)
        #expect(
            result.error
                == "platefinder: Could not write the calendar to \(device) (No space left on "
                + "device); choose another --output.\n")
        #expect(result.output.isEmpty)
        #expect(PrivateDevice.full.isAt(device))
    }

    @Test func tasksExport_writesTheCalendarIntoAFIFO_forItsReader() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One")
        let fifo = cli.folder.file("calendar.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)

        // The reader's end is open before the command opens the writer's, so the command
        // never waits for a reader on a thread other tests need.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try await cli.run("tasks", "export", "--ics", "--output", fifo)
        let read = readAll(reader)

        #expect(result.exitCode == 0)
        #expect(try ICSReader(read).todos.map { $0["SUMMARY"]?.value } == ["One"])
        #expect(kind(of: fifo) == S_IFIFO)
    }

    @Test func tasksExport_replacesWhatALinkPointsTo_keepingTheLink() async throws {
        let cli = try makeSUT()
        _ = try await cli.addTask("One")
        let target = cli.folder.file("calendar.ics")
        let link = cli.folder.file("link.ics")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink(target, link) == 0)

        let result = try await cli.run("tasks", "export", "--ics", "--output", link)

        #expect(result.exitCode == 0)
        #expect(kind(of: link) == S_IFLNK)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(try ICSReader(written).todos.count == 1)
    }

    @Test func tasksExport_exitsSeven_forADirectory_leavingIt() async throws {
        let cli = try makeSUT()
        let directory = cli.folder.file("calendars")
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: false)

        let result = try await cli.run(
            "tasks", "export", "--ics", "--output", directory, "--lang", "es")

        #expect(result.exitCode == 7)
        #expect(
            result.error
                == "platefinder: No se pudo escribir el calendario en \(directory) (es un "
                + "directorio); elija otra --output.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness(environment: ["TZ": "America/Guayaquil"])
    }

    /// Everything the writer left in the FIFO `descriptor` reads, once the writer is gone.
    private func readAll(_ descriptor: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func kind(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }
}
