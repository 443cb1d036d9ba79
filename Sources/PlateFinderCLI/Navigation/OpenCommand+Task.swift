import PlateFinderApp
import PlateFinderDomain

extension OpenCommand {
    /// Follows a link to the task whose id starts with `idPrefix`: on a terminal, the app
    /// at that task once the prefix names exactly one; otherwise, or with `--json`, what
    /// `tasks done` prints for it. A prefix too short, unknown or shared exits 2, as for
    /// `tasks done`.
    func runTask(
        idPrefix: String, json: Bool, options: ConfigurationOptions
    ) async throws(CommandFailure) {
        guard process.console.isInteractive && !json else {
            return try await TasksCommand(process: process)
                .run(.show(idPrefix: idPrefix, json: json), options: options)
        }
        let context = try CommandContext(options: options, process: process)
        let tasks = try context.useCases().tasks.tasks
        let task: TaskItem
        do throws(TaskError) {
            task = try await tasks.find(idPrefix: idPrefix)
        } catch {
            throw context.fail(error, input: TaskInput(id: idPrefix))
        }
        try await AppCommand(process: process).run(link: .task(id: task.id), options: options)
    }
}
