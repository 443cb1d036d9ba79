import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: looks the vehicle up, records the search, and prints its card
/// or JSON; the saved copy stands in when the portal cannot answer.
struct FindCommand {
    /// The process environment, for the configuration.
    let environment: [String: String]
    /// The wording of errors found before the configuration is known.
    let messages: Messages
    /// Where the result and errors go.
    let console: Console

    /// Looks `request`'s plate up; the exit code says whether and why it failed.
    func run(_ request: FindRequest) async -> ExitCode {
        await LookupCommand(environment: environment, messages: messages, console: console)
            .run(request) { services, plate async throws(CarSearchError) in
                try await services.search.search(plate)
            }
    }
}
