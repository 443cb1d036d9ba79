import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `find` and `history show` share: check the plate, get a vehicle through a use
/// case, and print it the same way whichever use case gave it.
struct LookupCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `request` out with `lookup`; the exit code says whether and why it failed.
    func run(
        _ request: FindRequest,
        lookup:
            @escaping (PlateFinderServices, Plate) async throws(CarSearchError) ->
            CarSearchResult
    ) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(
                options: request.options, context: context, fallback: messages)
            // Checked before the store is opened, so a mistyped plate changes nothing.
            let plate = try session.completePlate(request.plateText)
            let services = try session.services()
            let result: CarSearchResult
            do {
                result = try await lookup(services, plate)
            } catch {
                throw session.fail(error, plate: plate)
            }
            let isFavorite: Bool
            do {
                isFavorite = try await services.favorites.isFavorite(plate)
            } catch {
                throw session.fail(error, plate: plate)
            }
            print(result, isFavorite: isFavorite, request.json, session)
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func print(
        _ result: CarSearchResult, isFavorite: Bool, _ json: Bool, _ session: Session
    ) {
        if json {
            let object = CarSearchJSON.object(for: result, isFavorite: isFavorite)
            context.console.output(object.prettyText + "\n")
        } else {
            let card = CarCard(car: result.car, isFavorite: isFavorite, messages: session.messages)
            context.console.output(card.render())
        }
        if let note = session.messages.cacheNote(for: result, timeZone: session.timeZone) {
            context.console.note(note)
        }
        if result.recordingFailure != nil {
            context.console.note(
                session.messages.answerNotSaved(path: session.configuration.storePath))
        }
    }
}
