import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder fines PLATE`: each traffic fine the ANT lists for the plate, pending ones
/// (or every status with `--all`), as a table with their total or as JSON, from the one
/// lookup under `fines`' freshness; the saved answer stands in, labelled, when the portal
/// cannot be asked. A status whose fines could not be read is said so, and ends the
/// command with the code of an answer not understood.
struct FinesCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Looks `request`'s fines up; the failure says why it did not succeed.
    func run(_ request: FinesRequest) async throws(CommandFailure) {
        let context = try CommandContext(options: request.options, process: process)
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
        guard report.facts.unanswered.contains(where: { $0.source == .fines && $0.failure != nil })
        else { return }
        // The listing (or its JSON) marks each status it could not read; each is said too.
        for mismatch in fines.unread {
            context.console.note(context.messages.finesUnreadSentence(mismatch, plate: plate.plate))
        }
        throw CommandFailure(exitCode: .portalUnreadable, outputSaysWhy: request.json)
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
