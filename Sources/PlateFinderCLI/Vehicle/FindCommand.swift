import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: looks the vehicle up, records the search, and prints its card
/// or JSON; the saved copy stands in when the portal cannot answer.
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
                services, plate async throws(CarSearchError) in
                try await services.search.search(plate)
            }
        }
    }
}
