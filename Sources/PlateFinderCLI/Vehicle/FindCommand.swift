import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: asks the ANT, its fines grid and the SRI (or the sources
/// `--sources` names) under `find`'s freshness — always asking, a saved copy standing in
/// where a source cannot be asked — records the search, and prints the vehicle's card and
/// what it owes, or JSON.
struct FindCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Looks `request`'s plate up; the exit code says whether and why it failed.
    func run(_ request: FindRequest) async -> ExitCode {
        await process.run(options: request.options, fallback: messages) {
            context throws(CommandFailure) in
            try await LookupCommand(process: process).run(request, context, freshness: .find)
        }
    }
}
