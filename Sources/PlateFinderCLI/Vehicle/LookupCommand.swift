import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// What `find` and `history show` share: check the plate, get a vehicle (and whether it is
/// a favourite) through a use case, and print it the same way whichever use case gave it.
struct LookupCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext

    /// Carries `request` out in `context` with `lookup`.
    func run(
        _ request: FindRequest, _ context: CommandContext,
        lookup: (PlateFinderServices, LookupPlate) async throws(CarSearchError) -> CarSearchResult
    ) async throws(CommandFailure) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try context.lookupPlate(request.plateText)
        let services = try context.services()
        let result: CarSearchResult
        do {
            result = try await lookup(services, plate)
        } catch {
            throw context.fail(error, plate: plate)
        }
        print(result, request.json, context)
    }

    private func print(_ result: CarSearchResult, _ json: Bool, _ context: CommandContext) {
        if json {
            let object = CarSearchJSON.object(for: result)
            process.console.output(object.prettyText + "\n")
        } else {
            let card = CarCard(
                car: result.car, isFavorite: result.isFavorite, messages: context.messages)
            process.console.output(KeyValueCard(rows: card.rows).text())
        }
        if let note = context.messages.cacheNote(for: result, timeZone: context.timeZone) {
            process.console.note(note)
        }
        if result.recordingFailure != nil {
            process.console.note(
                context.messages.answerNotSaved(path: context.configuration.storePath))
        }
    }
}
