import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output that cannot be written: the command says so once, in the person's
/// language, and ends with 7 whatever it would have ended with. (The binary's own streams
/// — a full device, a closed descriptor, a reader that went away — are tested end to end.)
@Suite struct WriteFailureTests {
    static let commands: [[String]] = [
        ["validate", "PBX1234"], ["validate", "PBX"], ["history"], ["favorites", "--json"],
        ["tasks"], ["tasks", "export", "--ics"], ["help"],
    ]

    @Test(arguments: commands, [ENOSPC, EBADF])
    func command_exitsSeven_sayingWhyOnce_whenStandardOutputFails(
        arguments: [String], errorNumber: Int32
    ) async throws {
        let failure = WriteFailure(errorNumber: errorNumber)

        let result = try await makeSUT().run(
            arguments, streams: RecordingStreams(outputFailure: failure))

        let reason = String(cString: strerror(errorNumber))
        #expect(result.exitCode == 7)
        #expect(result.error.hasSuffix("platefinder: Could not write the output: \(reason).\n"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func usageError_keepsItsCode_whenNothingWasToBeWritten() async throws {
        let result = try await makeSUT().run(
            ["fnd"], streams: RecordingStreams(outputFailure: WriteFailure(errorNumber: ENOSPC)))

        #expect(result.exitCode == 2)
        #expect(
            result.error
                == "platefinder: Unknown command 'fnd'; did you mean 'find'? Run 'platefinder "
                + "--help' for usage.\n")
    }

    @Test func find_exitsSeven_inSpanish_whenStandardOutputFails() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()

        let result = try await portal.cli.run(
            ["find", "ABC1234", "--lang", "es"],
            streams: RecordingStreams(outputFailure: WriteFailure(errorNumber: ENOSPC)))

        #expect(result.exitCode == 7)
        #expect(
            result.error
                == "platefinder: No se pudo escribir la salida: no queda espacio en el "
                + "dispositivo.\n")
        #expect(try await portal.cli.historyPlates() == ["ABC1234"])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
