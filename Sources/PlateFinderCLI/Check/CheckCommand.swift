import PlateFinderApp
import PlateFinderDomain

/// `platefinder check PLATE`: asks every source as `find` does (saved copies standing in
/// where a source cannot be asked) and prints whether the vehicle can be bought: the
/// verdict, each finding, and what it could not check here. Exits 10 when blocked, 11 when
/// incomplete; when no source answered, as `find` does.
struct CheckCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Checks `request`'s plate; the failure says why it did not end clear.
    func run(_ request: FindRequest) async throws(CommandFailure) {
        let context = try CommandContext(options: request.options, process: process)
        let (plate, report, _) = try await LookupCommand().lookUp(
            request, context, freshness: .find)
        if let failure = report.failureWhenUnanswered {
            context.noteUnreadableStandIns(report)
            throw context.fail(failure, plate: plate)
        }
        let check = PurchaseCheck(report: report)
        let console = context.console
        if request.json {
            console.output(
                CheckJSON.object(for: check, plate: plate.plate, messages: context.messages)
                    .prettyText + "\n")
        } else {
            console.output(
                CheckListing(messages: context.messages, timeZone: context.timeZone)
                    .text(check, plate: plate.plate))
        }
        // A finding read from a saved copy is dated in the listing; that the copy stood in
        // for a source that failed is said as `find` says it.
        context.noteStandIns(report)
        context.noteUnreadableStandIns(report)
        let code: ExitCode =
            switch check.verdict {
            case .clear: .success
            case .blocked: .blocked
            case .incomplete: .incomplete
            }
        if let failure = CommandFailure(endingWith: code, outputSaysWhy: request.json) {
            throw failure
        }
    }
}
