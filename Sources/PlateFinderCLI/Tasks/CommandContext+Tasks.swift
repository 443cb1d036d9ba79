import PlateFinderApp
import PlateFinderDomain

extension CommandContext {
    /// A task command that failed; `input` is what was typed, quoted where it helps.
    func fail(_ error: TaskError, input: TaskInput = TaskInput()) -> CommandFailure {
        CommandFailure(
            exitCode: ExitCode(error),
            message: messages.sentence(for: error, storePath: configuration.storePath, input: input)
        )
    }
}
