import PlateFinderApp
import PlateFinderDomain

/// `tasks done`, `undo`, `edit` and `remove`: find the one task the id prefix names, then
/// change it.
struct TaskChangeCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext
    /// Where results go.
    let console: Console

    /// Marks the task done (or pending again) and prints it.
    func setDone(_ prefix: String, _ done: Bool, json: Bool) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let input = TaskInput(id: prefix)
        let task: TaskItem
        do {
            let found = try await services.tasks.find(idPrefix: prefix)
            task = try await services.tasks.setDone(found.id, done)
        } catch {
            throw context.fail(error, input: input)
        }
        printer(services).print(task, json: json)
    }

    /// Applies `changes` and the `plate` edit, and prints the task.
    func edit(
        _ prefix: String, _ changes: TaskChanges, plate: TaskPlateEdit, json: Bool
    ) async throws(CommandFailure) {
        var changes = changes
        // Checked before the store is opened, so a mistyped plate changes nothing.
        switch plate {
        case .keep: break
        case .set(let text): changes.plate = .set(try context.lookupPlate(text).plate)
        case .clear: changes.plate = .clear
        }
        let services = try context.useCases().tasks
        var input = TaskInput(title: changes.title, note: changes.note, id: prefix)
        if case .set(let day) = changes.dueDate { input.dueDate = day }
        let task: TaskItem
        do {
            let found = try await services.tasks.find(idPrefix: prefix)
            task = try await services.tasks.edit(found.id, changes)
        } catch {
            throw context.fail(error, input: input)
        }
        printer(services).print(task, json: json)
    }

    /// Deletes the task, even one that cannot be read, and says which one it was.
    func remove(_ prefix: String) async throws(CommandFailure) {
        let services = try context.useCases().tasks
        let match: TaskMatch
        do {
            match = try await services.tasks.match(idPrefix: prefix)
            try await services.tasks.delete(match)
        } catch {
            throw context.fail(error, input: TaskInput(id: prefix))
        }
        switch match {
        case .task(let task):
            let shortID = String(task.id.uuidString.lowercased().prefix(TaskLine.shortIDLength))
            console.output(
                context.messages.taskRemoved(shortID: shortID, title: task.title.value) + "\n")
        case .unreadable(let row):
            console.output(context.messages.unreadableRowRemoved(row) + "\n")
        }
    }

    private func printer(_ services: TaskServices) -> TaskPrinter {
        TaskPrinter(console: console, messages: context.messages, today: services.clock.today())
    }
}
