import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: asks the ANT, its fines grid and the SRI (or the sources
/// `--sources` names) under `find`'s freshness — always asking, a saved copy standing in
/// where a source cannot be asked — records the search, and prints the vehicle's card and
/// what it owes, or JSON.
struct FindCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Looks `request`'s plate up; the failure says why it did not succeed.
    func run(_ request: FindRequest) async throws(CommandFailure) {
        let context = try CommandContext(options: request.options, process: process)
        try await LookupCommand().run(request, context, freshness: .find)
    }
}
