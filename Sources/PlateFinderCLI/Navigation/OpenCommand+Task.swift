import PlateFinderApp
import PlateFinderDomain

extension OpenCommand {
    /// Follows a link to the task whose id starts with `idPrefix`: on a terminal, the app
    /// at that task once the prefix names exactly one; otherwise, or with `--json`, what
    /// `tasks done` prints for it. A prefix too short, unknown or shared exits 2, as for
    /// `tasks done`.
    func runTask(idPrefix: String, json: Bool, options: ConfigurationOptions) async -> ExitCode {
        guard process.console.isInteractive && !json else {
            return await TasksCommand(process: process, messages: messages)
                .run(.show(idPrefix: idPrefix, json: json), options: options)
        }
        var found: TaskItem?
        let code = await process.run(options: options, fallback: messages) {
            context throws(CommandFailure) in
            let tasks = try context.useCases().tasks.tasks
            do throws(TaskError) {
                found = try await tasks.find(idPrefix: idPrefix)
            } catch {
                throw context.fail(error, input: TaskInput(id: idPrefix))
            }
        }
        guard let task = found else { return code }
        return await AppCommand(process: process, messages: messages)
            .run(link: .task(id: task.id), options: options)
    }
}
