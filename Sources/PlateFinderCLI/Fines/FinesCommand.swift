import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder fines PLATE`: each traffic fine the ANT lists for the plate, pending ones
/// (or every status with `--all`), as a table with their total or as JSON; the saved
/// answer stands in, labelled, when the portal cannot be asked.
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
        let lookUp = try context.container().require(LookUpFines.self)
        let result: FinesLookupResult
        do {
            result = try await WaitSpinner.waiting(
                on: context.console, label: context.messages.waitingForPortals
            ) { () async throws(CarSearchError) -> FinesLookupResult in
                try await lookUp(plate, statuses: request.statuses)
            }
        } catch {
            if case .lookup(.parsingError(let detail)) = error {
                let failure = CarInfoError.parsingError(detail)
                context.console.error(
                    context.messages.sentence(forFines: failure, plate: plate.plate))
                throw CommandFailure(exitCode: ExitCode(failure))
            }
            throw context.fail(error, plate: plate)
        }
        print(result, json: request.json, context)
    }

    private func print(_ result: FinesLookupResult, json: Bool, _ context: CommandContext) {
        let console = context.console
        if json {
            console.output(FinesJSON.object(for: result.report).prettyText + "\n")
        } else {
            console.output(
                FinesListing(
                    result: result, width: console.outputColumns, messages: context.messages,
                    timeZone: context.timeZone
                ).text)
        }
        if let note = context.messages.finesCacheNote(for: result, timeZone: context.timeZone) {
            console.note(note)
        }
    }
}
