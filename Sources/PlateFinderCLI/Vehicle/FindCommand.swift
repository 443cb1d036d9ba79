import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: asks the ANT and the SRI at the same time (or the sources
/// `--sources` names), records the search, and prints the vehicle's card and what it owes,
/// or JSON; each source's saved copy stands in when it cannot answer.
struct FindCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Looks `request`'s plate up; the exit code says whether and why it failed.
    func run(_ request: FindRequest) async -> ExitCode {
        await process.run(options: request.options, fallback: messages) {
            context throws(CommandFailure) in
            try await LookupCommand(process: process).run(request, context) {
                container, plate async throws(CarSearchError) in
                await container.require(LoadVehicleReport.self)(plate, from: request.sources)
            }
        }
    }
}
