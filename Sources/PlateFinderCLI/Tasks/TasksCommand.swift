import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder tasks …`: lists, creates, changes, removes and exports tasks, and creates
/// a vehicle's renewal reminders.
struct TasksCommand {
    /// The environment, streams, time zone and language of this run.
    let process: ProcessContext

    /// Carries `action` out; the failure says why it did not succeed.
    func run(_ action: TasksAction, options: ConfigurationOptions) async throws(CommandFailure) {
        let context = try CommandContext(options: options, process: process)
        let changes = TaskChangeCommand(context: context, console: process.console)
        switch action {
        case .list(let filter, let json): try await list(filter, json: json, context)
        case .show(let prefix, let json): try await show(prefix, json: json, context)
        case .add(let draft, let json): try await add(draft, json: json, context)
        case .setDone(let prefix, let done, let json):
            try await changes.setDone(prefix, done, json: json)
        case .edit(let prefix, let edit, let plate, let json):
            try await changes.edit(prefix, edit, plate: plate, json: json)
        case .remove(let prefix): try await changes.remove(prefix)
        case .remind(let plateText, let json):
            try await RemindCommand(context: context, console: process.console)
                .run(plateText: plateText, json: json)
        case .export(let output):
            try await TasksExportCommand(context: context, console: process.console).run(
                to: output)
        }
    }

    private func list(
        _ filter: TaskFilter, json: Bool, _ context: CommandContext
    ) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let tasks: [TaskItem]
        do {
            tasks = context.rows(of: try await services.tasks.list(filter))
        } catch {
            throw context.fail(error)
        }
        if json {
            process.console.output(TaskJSON.array(for: tasks).prettyText + "\n")
        } else if tasks.isEmpty {
            process.console.output(context.messages.noTasks(filter) + "\n")
        } else {
            TaskPrinter(
                console: process.console, messages: context.messages, today: services.clock.today()
            ).printLines(tasks)
        }
    }

    private func show(
        _ prefix: String, json: Bool, _ context: CommandContext
    ) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let task: TaskItem
        do {
            task = try await services.tasks.find(idPrefix: prefix)
        } catch {
            throw context.fail(error, input: TaskInput(id: prefix))
        }
        TaskPrinter(
            console: process.console, messages: context.messages, today: services.clock.today()
        )
        .print(task, json: json)
    }

    private func add(
        _ draft: TaskDraft, json: Bool, _ context: CommandContext
    ) async throws(CommandFailure) {
        // Checked before the store is opened, so a mistyped plate changes nothing.
        let plate = try draft.plateText.map { text throws(CommandFailure) in
            try context.lookupPlate(text)
        }
        let input = TaskInput(title: draft.title, note: draft.note, dueDate: draft.dueDate)
        let services = try context.useCases().tasks
        let task: TaskItem
        do {
            task = try await services.tasks.create(
                title: draft.title, note: draft.note, dueDate: draft.dueDate, plate: plate)
        } catch {
            throw context.fail(error, input: input)
        }
        TaskPrinter(
            console: process.console, messages: context.messages, today: services.clock.today()
        )
        .print(task, json: json)
    }
}
