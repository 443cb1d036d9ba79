import Foundation
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The children every end-to-end test starts: how they end, what they see, and that they
/// hold nothing of the test process.
@Suite struct SpawnedProcessTests {
    @Test(arguments: [0, 3, 127])
    func wait_reportsExitStatus(status: Int32) throws {
        let child = try makeSUT("exit \(status)")

        #expect(child.wait() == .exited(status))
        #expect(!child.isRunning)
    }

    @Test func wait_reportsSignalThatEndedChild() throws {
        let child = try makeSUT("kill -TERM $$")

        #expect(child.wait() == .signalled(SIGTERM))
        #expect(child.wait().status == SIGTERM)
    }

    @Test func child_seesExactlyGivenEnvironment() throws {
        let output = Pipe()
        let child = try SpawnedProcess(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"printf '%s|%s' "$ONLY" "${HOME-unset}""#],
            environment: ["ONLY": "given"],
            standardOutput: output.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()

        let printed = output.fileHandleForReading.readDataToEndOfFile()

        #expect(child.wait() == .exited(0))
        #expect(String(decoding: printed, as: UTF8.self) == "given|unset")
    }

    /// The descriptor is opened without close-on-exec, as a careless library would; the
    /// child looks for it among its own (and for its standard error, to show it can).
    @Test func child_holdsNoDescriptorOfTestProcess_butItsStandardStreams() throws {
        let folder = try TemporaryFolder()
        let descriptor = open(folder.file("held"), O_RDWR | O_CREAT, 0o600)
        try #require(descriptor > 2)
        defer { close(descriptor) }

        let child = try makeSUT(
            "test -e /dev/fd/2 || exit 2; test -e /dev/fd/\(descriptor) && exit 1; exit 0")

        #expect(child.wait() == .exited(0))
    }

    @Test func child_leadsProcessGroupOfItsOwn_andEndsWithItsInput() throws {
        let (child, release) = try makeWaitingChild()

        #expect(getpgid(child.identifier) == child.identifier)
        #expect(child.wait(timeout: 0) == nil)
        try release.close()
        // Only a hang fails this bound: the child ends as soon as its input does, unless it
        // inherited the writing end of its own input.
        #expect(child.wait(timeout: 30) == .exited(0))
        child.send(SIGKILL)
    }

    @Test func send_endsChild_withSignal() throws {
        let (child, release) = try makeWaitingChild()

        child.send(SIGTERM)

        #expect(child.wait(timeout: 30) == .signalled(SIGTERM))
        child.send(SIGKILL)
        try release.close()
    }

    @Test func init_throwsSpawnError_forMissingExecutable() throws {
        let folder = try TemporaryFolder()
        let missing = URL(fileURLWithPath: folder.file("missing"))

        let error = #expect(throws: SpawnedProcess.SpawnError.self) {
            try SpawnedProcess(missing)
        }

        #expect(error?.path == missing.path)
        #expect(error?.code == ENOENT)
    }

    // MARK: - Helpers

    private func makeSUT(_ script: String) throws -> SpawnedProcess {
        try SpawnedProcess(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
    }

    /// A child that waits for its standard input to end, and the writing end that ends it.
    private func makeWaitingChild() throws -> (SpawnedProcess, FileHandle) {
        let input = Pipe()
        let child = try SpawnedProcess(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "read line || exit 0"],
            standardInput: input.fileHandleForReading.fileDescriptor)
        try input.fileHandleForReading.close()
        return (child, input.fileHandleForWriting)
    }
}
