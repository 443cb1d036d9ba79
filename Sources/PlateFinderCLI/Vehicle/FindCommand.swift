import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: asks the ANT and the SRI at the same time (or the sources
/// `--sources` names), records the search, and prints the vehicle's card and what it owes,
/// or JSON; each source's saved copy stands in when it cannot answer.
struct FindCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Looks `request`'s plate up; the exit code says whether and why it failed.
    func run(_ request: FindRequest) async -> ExitCode {
        await LookupCommand(context: context, messages: messages)
            .run(request) { container, plate async throws(CarSearchError) in
                try await container.require(LoadVehicleReport.self)(plate, from: request.sources)
            }
    }
}
