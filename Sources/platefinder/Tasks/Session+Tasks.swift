import PlateFinderApp
import PlateFinderDomain

extension Session {
    /// Opens the store and assembles the task use cases over it.
    func taskServices() throws(CommandFailure) -> TaskServices {
        do {
            return try PlateFinderComposition.makeTaskServices(configuration: configuration)
        } catch {
            throw fail(error)
        }
    }

    /// Reports a task command that failed; `input` is what was typed, quoted where it
    /// helps.
    func fail(_ error: TaskError, input: TaskInput = TaskInput()) -> CommandFailure {
        console.error(
            messages.sentence(for: error, storePath: configuration.storePath, input: input))
        return CommandFailure(exitCode: ExitCode(error))
    }
}
