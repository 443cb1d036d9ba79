import Foundation
import PlateFinderApp
import PlateFinderDomain

/// The JSON object `platefinder tasks --json` prints for each task.
///
/// `{"id", "title", "note", "dueDate", "isDone", "createdAt", "updatedAt", "plate"}`: `id`
/// is the lower-case UUID; `dueDate` is `YYYY-MM-DD` or null; the timestamps are ISO 8601
/// UTC, whole seconds; `note` is null when the task has none (an empty note is no note)
/// and `plate` null when no vehicle is linked. Texts are made terminal-safe.
public enum TaskJSON {
    /// Every key the object has.
    public static let keys: Set<String> = [
        "id", "title", "note", "dueDate", "isDone", "createdAt", "updatedAt", "plate",
    ]

    /// The object for `task`.
    public static func object(for task: TaskItem) -> JSONValue {
        .object([
            "id": .string(task.id.uuidString.lowercased()),
            "title": .string(ControlCharacterStripper.strip(task.title.value)),
            "note": task.note.isEmpty
                ? .null : .string(ControlCharacterStripper.strip(task.note.value)),
            "dueDate": .string(orNull: task.dueDate?.day.isoString),
            "isDone": .bool(task.isDone),
            "createdAt": .string(DateText.iso8601(task.createdAt)),
            "updatedAt": .string(DateText.iso8601(task.updatedAt)),
            "plate": .string(orNull: task.plate.map { ControlCharacterStripper.strip($0.value) }),
        ])
    }

    /// The array for `tasks`, in their order.
    public static func array(for tasks: [TaskItem]) -> JSONValue {
        .array(tasks.map(object(for:)))
    }

    /// What `tasks remind --json` prints: `{"plate", "created", "existing"}`, the two
    /// arrays of task objects.
    public static func reminders(
        for plate: Plate, created: [TaskItem], existing: [TaskItem]
    ) -> JSONValue {
        .object([
            "plate": .string(ControlCharacterStripper.strip(plate.value)),
            "created": array(for: created),
            "existing": array(for: existing),
        ])
    }
}
