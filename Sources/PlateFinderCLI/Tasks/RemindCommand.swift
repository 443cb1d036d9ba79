import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `tasks remind PLATE`: the vehicle's renewal reminders, from the vehicle saved in the
/// history without a request, or from a lookup recorded as `find` records it.
struct RemindCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext
    /// Where results and notes go.
    let console: Console

    /// Creates the reminders `plateText`'s vehicle needs and prints what was created and
    /// what was already there.
    func run(plateText: String, json: Bool) async throws(CommandFailure) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try context.lookupPlate(plateText)
        let container = try context.container()
        let tasks = container.require(TaskServices.self)
        let report = try await savedOrFreshReport(plate, container)
        let result = try? report.ant?.get()
        let reminders: (created: [TaskItem], existing: [TaskItem])
        do {
            reminders = try await tasks.reminders(
                for: plate, car: result?.car, registration: (try? report.sri?.get())?.registration)
        } catch {
            throw context.fail(error)
        }
        if json {
            let object = TaskJSON.reminders(
                for: plate.plate, created: reminders.created, existing: reminders.existing)
            console.output(object.prettyText + "\n")
        } else {
            print(reminders, plate: plate.plate, today: tasks.clock.today())
        }
        if let result, let note = sourceNote(result) { console.note(note) }
    }

    /// The report the saved answers give, without a request; a lookup as `find` does when
    /// no vehicle is saved. A plate no source answered about ends the command.
    private func savedOrFreshReport(
        _ plate: LookupPlate, _ container: DIContainer
    ) async throws(CommandFailure) -> VehicleReport {
        let loader = container.require(LoadVehicleReport.self)
        let report: VehicleReport
        do {
            if let saved = try await loader.saved(plate) {
                report = saved
            } else {
                report = await loader(plate, from: FindRequest.defaultSources)
            }
        } catch {
            throw context.fail(error, plate: plate)
        }
        if let failure = report.failureWhenUnanswered { throw context.fail(failure, plate: plate) }
        return report
    }

    private func print(
        _ reminders: (created: [TaskItem], existing: [TaskItem]), plate: Plate,
        today: CalendarDate
    ) {
        let messages = context.messages
        let printer = TaskPrinter(console: console, messages: messages, today: today)
        if reminders.created.isEmpty, reminders.existing.isEmpty {
            console.output(messages.noReminders(plate: plate) + "\n")
        }
        if !reminders.created.isEmpty {
            console.output(messages.remindersCreated(reminders.created.count, plate: plate) + "\n")
            printer.printLines(reminders.created)
        }
        if !reminders.existing.isEmpty {
            console.output(
                messages.remindersExisting(reminders.existing.count, plate: plate) + "\n")
            printer.printLines(reminders.existing)
        }
    }

    /// Says on standard error when the vehicle came from the saved copy.
    private func sourceNote(_ result: CarSearchResult) -> String? {
        guard case .cache(let fetchedAt) = result.source else { return nil }
        guard result.portalFailure == nil else {
            return context.messages.cacheNote(for: result, timeZone: context.timeZone)
        }
        return context.messages.remindersFromSavedCopy(
            plate: result.plate.plate, fetchedAt: fetchedAt, timeZone: context.timeZone)
    }
}
