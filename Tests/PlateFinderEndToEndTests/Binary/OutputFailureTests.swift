import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct OutputFailureTests {
    static let commands: [[String]] = [
        ["validate", "PBX1234"], ["validate", "PBX"], ["history"], ["favorites", "--json"],
        ["tasks"], ["tasks", "export", "--ics"], ["help"],
    ]

    @Test(.enabled(if: PrivateDevice.isAvailable), arguments: commands)
    func command_exitsSeven_sayingWhy_whenStandardOutputIsFull(arguments: [String]) async throws {
        let cli = try makeSUT()
        let full = cli.folder.file("full")
        try PrivateDevice.full.make(at: full)

        let result = try await cli.runBinary(arguments, inShell: "exec \"$@\" > '\(full)'")

        #expect(result.exitCode == 7)
        #expect(
            result.error == "platefinder: Could not write the output: No space left on device.\n")
    }

    @Test(.enabled(if: PrivateDevice.isAvailable))
    func find_exitsSeven_inSpanish_whenStandardOutputIsFull() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let full = portal.cli.folder.file("full")
        try PrivateDevice.full.make(at: full)

        let result = try await portal.cli.runBinary(
            ["find", "ABC1234", "--lang", "es"], inShell: "exec \"$@\" > '\(full)'")

        #expect(result.exitCode == 7)
        #expect(
            result.error
                == "platefinder: No se pudo escribir la salida: no queda espacio en el "
                + "dispositivo.\n")
    }

    @Test(arguments: commands)
    func command_exitsSeven_whenStandardOutputIsClosed(arguments: [String]) async throws {
        let result = try await makeSUT().runBinary(arguments, inShell: "exec \"$@\" >&-")

        #expect(result.exitCode == 7)
        #expect(result.error == "platefinder: Could not write the output: Bad file descriptor.\n")
    }

    /// `platefinder history | head -1`: the reader leaves; a tool ends quietly, by SIGPIPE,
    /// even when the shell that started it ignores the signal.
    @Test(
        arguments: [["history"], ["validate", "PBX1234"], ["tasks", "export", "--ics"]],
        ["", "trap '' PIPE; "])
    func command_endsQuietlyBySIGPIPE_whenNoOneReadsItsOutput(
        arguments: [String], ignoring: String
    ) async throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let result = try await makeSUT().runBinary(
            arguments, inShell: ignoring + "\"$@\"; echo \"status $?\" >&2",
            standardOutput: pipe.fileHandleForWriting)

        #expect(result.error == "status \(128 + SIGPIPE)\n")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
