import Foundation
import PlateFinderApp

/// The `platefinder` command: looks Ecuadorian vehicles up by plate.
@main
struct PlateFinderCommand {
    /// Runs the command line and exits with its code.
    static func main() async {
        StandardStreams.prepare()
        let runner = CommandRunner(
            environment: ProcessInfo.processInfo.environment, console: Console())
        let code = await runner.run(Array(CommandLine.arguments.dropFirst()))
        exit(code.rawValue)
    }
}
