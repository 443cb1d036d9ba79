import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// `platefinder fines PLATE`: each traffic fine the ANT lists for the plate, pending ones
/// (or every status with `--all`), as a table with their total or as JSON; the saved
/// answer stands in, labelled, when the portal cannot be asked.
struct FinesCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Looks `request`'s fines up; the exit code says whether and why it failed.
    func run(_ request: FinesRequest) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(
                options: request.options, context: context, fallback: messages)
            // Checked before the store is opened, so a mistyped plate changes nothing.
            let plate = try session.completePlate(request.plateText)
            let lookUp = try session.container().require(LookUpFines.self)
            let result: FinesLookupResult
            do {
                result = try await lookUp(plate, statuses: request.statuses)
            } catch .lookup(.parsingError(let detail)) {
                let error = CarInfoError.parsingError(detail)
                session.console.error(session.messages.sentence(forFines: error, plate: plate))
                throw CommandFailure(exitCode: ExitCode(error))
            } catch {
                throw session.fail(error, plate: plate)
            }
            print(result, json: request.json, session)
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func print(_ result: FinesLookupResult, json: Bool, _ session: Session) {
        let console = session.console
        if json {
            console.output(FinesJSON.object(for: result.report).prettyText + "\n")
        } else {
            console.output(
                FinesListing(
                    result: result, width: console.outputColumns, messages: session.messages,
                    timeZone: session.timeZone, measure: { DisplayWidth.of($0) }
                ).text)
        }
        if let note = session.messages.finesCacheNote(for: result, timeZone: session.timeZone) {
            console.note(note)
        }
    }
}
