import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `find` and `history show` make a late or blocked status stand out: coloured on a colour
/// terminal, marked `!!` under `NO_COLOR` or when standard output is not a terminal.
@Suite struct FindStatusColourTests {
    private static let red = "\u{1B}[0;1;31m"
    private static let reset = "\u{1B}[0m"

    @Test func find_coloursTheAlertAndTheLateStatus_onAColourTerminal() async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run(
            ["find", "PCQ5129"], streams: RecordingStreams(isInteractive: true))

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix(Self.red + "Blocked: registration late." + Self.reset))
        #expect(
            result.output.contains(
                "Status           " + Self.red
                    + "Late since October 2024: a USD 25 fine applies" + Self.reset + "\n"))
        #expect(!result.output.contains("!!"))
    }

    @Test(arguments: [true, false])
    func find_marksTheAlertAndTheLateStatus_withoutColour_underNO_COLOR_orOffATerminal(
        onTerminal: Bool
    ) async throws {
        let portal = try makeSUT()

        let result = try await portal.cli.run(
            ["find", "PCQ5129"], extraEnvironment: onTerminal ? ["NO_COLOR": "1"] : [:],
            streams: RecordingStreams(isInteractive: onTerminal))

        #expect(result.output.hasPrefix("!! Blocked: registration late.\n\n"))
        #expect(
            result.output.contains(
                "Status           !! Late since October 2024: a USD 25 fine applies\n"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test func historyShow_coloursTheSavedCard_asFindDoes() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))
        _ = try await portal.cli.run("find", "PCQ5129")

        let result = try await portal.cli.run(
            ["history", "show", "PCQ5129"], streams: RecordingStreams(isInteractive: true))

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix(Self.red + "Blocked: "))
        #expect(result.output.contains(Self.red + "Late since October 2024"))
    }

    /// A busy ANT (so that only the SRI's findings count), and an SRI answering that
    /// PCQ5129's registration is late since October 2024.
    private func makeSUT() throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))
        return portal
    }
}
