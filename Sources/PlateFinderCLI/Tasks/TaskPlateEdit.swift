/// What `tasks edit` is told about the task's vehicle, as typed: the plate is checked
/// only when the edit runs, like `tasks add --plate`.
enum TaskPlateEdit: Equatable {
    /// Neither `--plate` nor `--no-plate`.
    case keep
    /// `--plate`, as typed.
    case set(String)
    /// `--no-plate`.
    case clear
}
