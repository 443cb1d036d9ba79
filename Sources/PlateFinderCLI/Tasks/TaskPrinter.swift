import PlateFinderApp
import PlateFinderDomain

/// Prints tasks the way every task command does: their lines, or their JSON objects.
struct TaskPrinter {
    /// Where the task goes.
    let console: Console
    /// The wording of the line.
    let messages: Messages
    /// The day that decides whether the task is overdue.
    let today: CalendarDate

    /// Prints `task` as its line (with its note) or as a JSON object.
    func print(_ task: TaskItem, json: Bool) {
        if json {
            console.output(TaskJSON.object(for: task).prettyText + "\n")
        } else {
            console.output(TaskLine(task: task, today: today, messages: messages).text)
        }
    }

    /// Prints the lines of `tasks`, their plates in one column.
    func printLines(_ tasks: [TaskItem]) {
        console.output(TaskLine.listing(tasks, today: today, messages: messages))
    }
}
