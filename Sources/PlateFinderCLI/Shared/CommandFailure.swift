import PlateFinderApp

/// A command that stopped early; its reason was already written to standard error.
struct CommandFailure: Error {
    /// How the process ends.
    let exitCode: ExitCode
}
