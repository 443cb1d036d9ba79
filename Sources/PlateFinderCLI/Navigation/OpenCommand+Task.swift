import PlateFinderApp
import PlateFinderDomain

extension OpenCommand {
    /// Follows a link to the task whose id starts with `idPrefix`: on a terminal, the app
    /// at that task once the prefix names exactly one; otherwise, or with `--json`, what
    /// `tasks done` prints for it. A prefix too short, unknown or shared exits 2, as for
    /// `tasks done`.
    func runTask(idPrefix: String, json: Bool, options: ConfigurationOptions) async -> ExitCode {
        guard context.console.isInteractive && !json else {
            return await TasksCommand(context: context, messages: messages)
                .run(.show(idPrefix: idPrefix, json: json), options: options)
        }
        let task: TaskItem
        do throws(CommandFailure) {
            let session = try Session(options: options, context: context, fallback: messages)
            let tasks = try session.taskServices().tasks
            do {
                task = try await tasks.find(idPrefix: idPrefix)
            } catch {
                throw session.fail(error, input: TaskInput(id: idPrefix))
            }
        } catch {
            return error.exitCode
        }
        return await AppCommand(context: context, messages: messages)
            .run(link: .task(id: task.id), options: options)
    }
}
