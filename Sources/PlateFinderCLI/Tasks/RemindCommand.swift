import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `tasks remind PLATE`: the vehicle's renewal reminders, from its report under the
/// reminders' freshness — its saved answers without a request, or the plate looked up
/// when nothing is saved (recorded as `find` records it).
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
        let useCases = try context.useCases()
        let tasks = useCases.tasks
        let report = try await report(plate, useCases)
        let reminders: (created: [TaskItem], existing: [TaskItem])
        do {
            reminders = try await tasks.reminders(for: report)
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
        if let note = sourceNote(report) { console.note(note) }
        // Each part that failed with no saved copy to stand in is said, so that a reminder
        // made without it is not read as the whole story.
        for part in report.facts.unanswered {
            guard let failure = part.failure else { continue }
            console.note(context.messages.remindersWithout(part.source, because: failure))
        }
    }

    /// The report the reminders are made from; a plate no source answered about ends the
    /// command.
    private func report(
        _ plate: LookupPlate, _ useCases: PlateFinderUseCases
    ) async throws(CommandFailure) -> VehicleReport {
        let lookUp = useCases.lookUp
        let report = await WaitSpinner.waiting(
            on: context.console, label: context.messages.waitingForPortals
        ) { () async -> VehicleReport in
            await lookUp(plate, LookupOptions(freshness: .reminders))
        }
        if let store = report.unusableStore { throw context.fail(store) }
        // Reminders are made from what could be read; what could not is said.
        let unreadable = report.unreadableSavedParts
        if !report.hasAnswer, let row = unreadable.first {
            context.noteUnreadable(Array(unreadable.dropFirst()))
            throw context.fail(.unreadableRow(row))
        }
        context.noteUnreadable(unreadable)
        context.noteUnreadableStandIns(report)
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
    private func sourceNote(_ report: VehicleReport) -> String? {
        guard let origin = report.ant.origin, case .saved(let at, let failure) = origin else {
            return nil
        }
        guard failure == nil else {
            return context.messages.standInNote(origin, of: .ant, timeZone: context.timeZone)
        }
        return context.messages.remindersFromSavedCopy(
            plate: report.plate.plate, fetchedAt: at, now: context.instants.now(),
            timeZone: context.timeZone)
    }
}
