import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder fines PLATE`: each traffic fine the ANT lists for the plate, pending ones
/// (or every status with `--all`), as a table with their total or as JSON, from the one
/// lookup under `fines`' freshness; the saved answer stands in, labelled, when the portal
/// cannot be asked. A status whose fines could not be read is said so, and ends the
/// command with the code of an answer not understood.
struct FinesCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Looks `request`'s fines up; the exit code says whether and why it failed.
    func run(_ request: FinesRequest) async -> ExitCode {
        await process.run(options: request.options, fallback: messages) {
            context throws(CommandFailure) in
            try await lookUp(request, context)
        }
    }

    private func lookUp(
        _ request: FinesRequest, _ context: CommandContext
    ) async throws(CommandFailure) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try context.lookupPlate(request.plateText)
        let useCases = try context.useCases()
        let lookUp = useCases.lookUp
        let options = LookupOptions(
            sources: [.fines], freshness: .fines, fineStatuses: request.statuses)
        let report = await WaitSpinner.waiting(
            on: context.console, label: context.messages.waitingForPortals
        ) { () async -> VehicleReport in
            await lookUp(plate, options)
        }
        if let store = report.unusableStore { throw context.fail(store) }
        context.noteUnreadableStandIns(report)
        guard case .answered(let fines, let origin) = report.fines else {
            throw context.fail(
                report.failureWhenUnanswered ?? LookupFailure(.fines, .noData), plate: plate)
        }
        print(
            fines, origin: origin, json: request.json, context,
            now: useCases.clock.instants.now())
        guard let unread = report.facts.unanswered.first(where: { $0.source == .fines })?.failure
        else { return }
        let console = context.console
        for mismatch in fines.unread {
            console.error(context.messages.finesUnreadSentence(mismatch, plate: plate.plate))
        }
        let code = FailureJSON.code(for: unread.reason)
        console.recordFailure(code: code.code, source: .fines)
        if request.json { console.outputSaysWhyItFailed() }
        throw CommandFailure(exitCode: .portalUnreadable)
    }

    private func print(
        _ fines: FinesReport, origin: AnswerOrigin, json: Bool, _ context: CommandContext,
        now: Date
    ) {
        let console = context.console
        if json {
            console.output(FinesJSON.object(for: fines).prettyText + "\n")
        } else {
            console.output(
                FinesListing(
                    report: fines, origin: origin, width: console.outputColumns,
                    messages: context.messages, timeZone: context.timeZone, now: now
                ).text)
        }
        if let note = context.messages.standInNote(origin, of: .fines, timeZone: context.timeZone) {
            console.note(note)
        }
    }
}
