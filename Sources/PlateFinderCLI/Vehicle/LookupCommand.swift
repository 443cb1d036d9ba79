import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What `find` and `history show` share: check the plate, get a report on the vehicle
/// through a use case, and print it the same way whichever use case gave it.
struct LookupCommand {
    /// The environment, streams and time zone of this run.
    let process: ProcessContext

    /// Carries `request` out in `context` with `lookup`: it succeeds when a source answered
    /// about the vehicle, and otherwise fails with the first source's failure.
    func run(
        _ request: FindRequest, _ context: CommandContext,
        lookup: (DIContainer, LookupPlate) async throws(CarSearchError) -> VehicleReport
    ) async throws(CommandFailure) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try context.lookupPlate(request.plateText)
        if request.plateWrittenWithFourDigits {
            context.console.note(context.messages.writtenWithFourDigits(plate.plate))
        }
        let container = try context.container()
        let report: VehicleReport
        do {
            report = try await WaitSpinner.waiting(
                on: context.console, label: context.messages.waitingForPortals
            ) { () async throws(CarSearchError) -> VehicleReport in
                try await lookup(container, plate)
            }
        } catch {
            throw context.fail(error, plate: plate)
        }
        try Self.requireUsableStore(report, context)
        // With no answer at all, the first source's failure is the one sentence said.
        if let failure = report.failureWhenUnanswered {
            throw context.fail(failure, plate: plate)
        }
        let isFavorite = try await Self.isFavorite(report, container, context)
        VehicleReportPrinter(context: context).print(
            report, isFavorite: isFavorite, json: request.json)
    }

    /// Whether the plate is a favourite: as the search answered it, or, when the ANT gave no
    /// vehicle, as the store says.
    private static func isFavorite(
        _ report: VehicleReport, _ container: DIContainer, _ context: CommandContext
    ) async throws(CommandFailure) -> Bool {
        if case .success(let result)? = report.ant { return result.isFavorite }
        do {
            return try await container.require(PlateFinderServices.self).favorites
                .isFavorite(report.plate.plate)
        } catch {
            throw context.fail(error)
        }
    }

    /// A store that could not be read or written stops the command, as for every command.
    private static func requireUsableStore(
        _ report: VehicleReport, _ context: CommandContext
    ) throws(CommandFailure) {
        for case .failure(.storage(let error))? in [
            report.ant.map { $0.map { _ in () } }, report.sri.map { $0.map { _ in () } },
            report.fines.map { $0.map { _ in () } },
        ] {
            throw context.fail(error)
        }
    }
}
