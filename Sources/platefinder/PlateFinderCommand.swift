import Foundation
import PlateFinderCLI
import PlateFinderTerminal

/// The `platefinder` command: looks Ecuadorian vehicles up by plate.
@main
struct PlateFinderCommand {
    /// Runs the command line on the process's own streams, environment and time zone,
    /// starting the full-screen app on the process's terminal, and exits with its code.
    static func main() async {
        // First: from here on Ctrl-\ stops a command as Ctrl-C does, never with a crash report.
        let interrupts = Interrupts.processSignals()
        StandardStreams.prepare()
        let runner = CommandRunner(
            environment: ProcessInfo.processInfo.environment, streams: StandardStreams(),
            timeZone: .current, launcher: TerminalLauncher(), interrupts: interrupts)
        let code = await runner.run(Array(CommandLine.arguments.dropFirst()))
        exit(code.rawValue)
    }
}
