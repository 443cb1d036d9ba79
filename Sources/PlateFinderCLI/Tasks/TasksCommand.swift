import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder tasks …`: lists, creates, changes, removes and exports tasks, and creates
/// a vehicle's renewal reminders.
struct TasksCommand {
    /// The environment, streams and time zone of this run.
    let context: CommandContext
    /// The wording of errors found before the configuration is known.
    let messages: Messages

    /// Carries `action` out; the exit code says whether and why it failed.
    func run(_ action: TasksAction, options: ConfigurationOptions) async -> ExitCode {
        do throws(CommandFailure) {
            let session = try Session(options: options, context: context, fallback: messages)
            let changes = TaskChangeCommand(session: session, console: context.console)
            switch action {
            case .list(let filter, let json): try await list(filter, json: json, session)
            case .show(let prefix, let json): try await show(prefix, json: json, session)
            case .add(let draft, let json): try await add(draft, json: json, session)
            case .setDone(let prefix, let done, let json):
                try await changes.setDone(prefix, done, json: json)
            case .edit(let prefix, let edit, let json):
                try await changes.edit(prefix, edit, json: json)
            case .remove(let prefix): try await changes.remove(prefix)
            case .remind(let plateText, let json):
                try await RemindCommand(session: session, console: context.console)
                    .run(plateText: plateText, json: json)
            case .export(let output):
                try await TasksExportCommand(session: session, console: context.console).run(
                    to: output)
            }
            return .success
        } catch {
            return error.exitCode
        }
    }

    private func list(
        _ filter: TaskFilter, json: Bool, _ session: Session
    ) async throws(CommandFailure) {
        let services = try session.taskServices()
        let tasks: [TaskItem]
        do {
            tasks = try await services.tasks.list(filter)
        } catch {
            throw session.fail(error)
        }
        if json {
            context.console.output(TaskJSON.array(for: tasks).prettyText + "\n")
        } else if tasks.isEmpty {
            context.console.output(session.messages.noTasks(filter) + "\n")
        } else {
            TaskPrinter(
                console: context.console, messages: session.messages, today: services.clock.today()
            ).printLines(tasks)
        }
    }

    private func show(
        _ prefix: String, json: Bool, _ session: Session
    ) async throws(CommandFailure) {
        let services = try session.taskServices()
        let task: TaskItem
        do {
            task = try await services.tasks.find(idPrefix: prefix)
        } catch {
            throw session.fail(error, input: TaskInput(id: prefix))
        }
        TaskPrinter(
            console: context.console, messages: session.messages, today: services.clock.today()
        )
        .print(task, json: json)
    }

    private func add(
        _ draft: TaskDraft, json: Bool, _ session: Session
    ) async throws(CommandFailure) {
        let plate = draft.plateText.map { session.submit($0).plate }
        let input = TaskInput(
            title: draft.title, note: draft.note, dueDate: draft.dueDate, plate: plate)
        let services = try session.taskServices()
        let task: TaskItem
        do {
            task = try await services.tasks.create(
                title: draft.title, note: draft.note, dueDate: draft.dueDate, plate: plate)
        } catch {
            throw session.fail(error, input: input)
        }
        TaskPrinter(
            console: context.console, messages: session.messages, today: services.clock.today()
        )
        .print(task, json: json)
    }
}
