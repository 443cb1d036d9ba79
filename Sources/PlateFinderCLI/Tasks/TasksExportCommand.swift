import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `tasks export --ics [--output FILE]`: every task as an iCalendar file.
struct TasksExportCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext
    /// Where the calendar or the confirmation goes.
    let console: Console

    /// Writes the calendar to standard output, or to `output` as `OutputFileWriter` writes
    /// files.
    func run(to output: String?) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let calendar: TaskCalendar
        do {
            calendar = try await services.calendar()
        } catch {
            throw context.fail(error)
        }
        context.noteUnreadable(calendar.unreadable)
        guard let output else {
            console.output(calendar.text)
            return
        }
        do {
            try OutputFileWriter.write(Data(calendar.text.utf8), to: output)
        } catch {
            throw CommandFailure(
                exitCode: .output,
                message: context.messages.exportNotWritten(path: output, reason: error.reason))
        }
        console.output(context.messages.tasksExported(calendar.taskCount, path: output) + "\n")
    }
}
