import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// Reports a task command that failed; `input` is what was typed, quoted where it
    /// helps.
    func fail(_ error: TaskError, input: TaskInput = TaskInput()) -> CommandFailure {
        console.error(
            messages.sentence(for: error, storePath: configuration.storePath, input: input))
        return CommandFailure(exitCode: ExitCode(error))
    }
}
