import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `find` and `history show` share: check the plate, run the one lookup under the
/// command's freshness, and print the report the same way whichever freshness gave it.
struct LookupCommand {
    /// Carries `request` out in `context`, its lookup as fresh as `freshness` says: it
    /// succeeds when a source answered about the vehicle, and otherwise fails with the
    /// first source's failure. A saved report with a part whose saved copy cannot be read
    /// is printed, then fails as that row does.
    func run(
        _ request: FindRequest, _ context: CommandContext, freshness: FreshnessPolicy
    ) async throws(CommandFailure) {
        let (plate, report, useCases) = try await lookUp(request, context, freshness: freshness)
        let unreadable = report.unreadableSavedParts
        // With no answer at all, the first source's failure is the one sentence said; a
        // saved report says what it could not read instead.
        if unreadable.isEmpty, let failure = report.failureWhenUnanswered {
            context.noteUnreadableStandIns(report)
            throw context.fail(failure, plate: plate)
        }
        let isFavorite: Bool
        do {
            isFavorite = try await useCases.favorites
                .isFavorite(plate.plate)
        } catch {
            throw context.fail(error)
        }
        VehicleReportPrinter(context: context, now: useCases.clock.instants.now())
            .print(report, isFavorite: isFavorite, json: request.json)
        guard let row = unreadable.first else { return }
        context.noteUnreadable(Array(unreadable.dropFirst()))
        // The report printed is the answer; the row is the failure, said once on stderr.
        var failure = context.fail(.unreadableRow(row))
        failure.outputSaysWhy = request.json
        throw failure
    }

    /// Checks `request`'s plate and runs the one lookup under `freshness`, the spinner
    /// turning while it waits; a store that cannot be used stops it, as for every command.
    func lookUp(
        _ request: FindRequest, _ context: CommandContext, freshness: FreshnessPolicy
    ) async throws(CommandFailure) -> (LookupPlate, VehicleReport, PlateFinderUseCases) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try context.lookupPlate(request.plateText)
        if request.plateWrittenWithFourDigits {
            context.console.note(context.messages.writtenWithFourDigits(plate.plate))
        }
        let useCases = try context.useCases()
        let lookUp = useCases.lookUp
        let options = LookupOptions(sources: request.sources, freshness: freshness)
        let report = await WaitSpinner.waiting(
            on: context.console, label: context.messages.waitingForPortals
        ) { () async -> VehicleReport in
            await lookUp(plate, options)
        }
        if let store = report.unusableStore { throw context.fail(store) }
        return (plate, report, useCases)
    }
}
