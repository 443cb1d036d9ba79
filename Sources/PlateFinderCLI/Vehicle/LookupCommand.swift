import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `find` and `history show` share: check the plate, get a report on the vehicle
/// through a use case, and print it the same way whichever use case gave it.
struct LookupCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `request` out with `lookup`; the exit code says whether and why it failed:
    /// success when a source answered about the vehicle, otherwise the first failure.
    func run(
        _ request: FindRequest,
        lookup: @escaping (DIContainer, Plate) async throws(CarSearchError) -> VehicleReport
    ) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(
                options: request.options, context: context, fallback: messages)
            // Checked before the store is opened, so a mistyped plate changes nothing.
            let plate = try session.completePlate(request.plateText)
            let container = try session.container()
            let report: VehicleReport
            do {
                report = try await lookup(container, plate)
            } catch {
                throw session.fail(error, plate: plate)
            }
            try Self.requireUsableStore(report, session)
            // With no answer at all, the first source's failure is the one sentence said.
            if let failure = report.failureWhenUnanswered {
                throw session.fail(failure, plate: plate)
            }
            let isFavorite: Bool
            do {
                isFavorite = try await container.require(PlateFinderServices.self).favorites
                    .isFavorite(plate)
            } catch {
                throw session.fail(error, plate: plate)
            }
            VehicleReportPrinter(session: session).print(
                report, isFavorite: isFavorite, json: request.json)
            return .success
        } catch {
            return error.exitCode
        }
    }

    /// A store that could not be read or written stops the command, as for every command.
    private static func requireUsableStore(
        _ report: VehicleReport, _ session: Session
    ) throws(CommandFailure) {
        for case .failure(.storage(let error))? in [
            report.ant.map { $0.map { _ in () } }, report.sri.map { $0.map { _ in () } },
            report.fines.map { $0.map { _ in () } },
        ] {
            throw session.fail(error)
        }
    }
}
