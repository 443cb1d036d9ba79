import Foundation
import PlateFinderDomain

/// Keeps tasks in the `tasks` table of PlateFinder's SQLite file, beside the history and
/// favourites, shared safely with every other PlateFinder process on the machine.
///
/// Each call is one `perform` or `transaction` on the database, so a change that reads
/// before it writes holds the write lock from its start (`BEGIN IMMEDIATE`).
public final class SQLiteTaskRepository: SQLiteStore, TaskRepository {
    private let database: SQLitePlateFinderDatabase

    /// A repository over `database`, shared with the process's other stores.
    public init(database: SQLitePlateFinderDatabase) {
        self.database = database
    }

    /// Saves a new task; an identifier already saved is refused as a failure.
    public func create(_ task: TaskItem) async throws(StoreError) {
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(Self.insert, StoredTaskItem(task).parameters)
        }
    }

    /// Saves `task` unless a saved task of the same plate `matches`, in one transaction; the
    /// task that matched, or nil when `task` was saved.
    public func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem? {
        try await database.transaction { connection throws(SQLiteError) -> TaskItem? in
            let saved = try Self.tasks(
                in: connection, Self.selectByPlate, [task.plate.map { .text($0.value) } ?? .null])
            // A task that cannot be read matches nothing.
            let readable = saved.compactMap { row -> TaskItem? in
                guard case .readable(let task) = row else { return nil }
                return task
            }
            if let match = readable.first(where: matches) { return match }
            try connection.execute(Self.insert, StoredTaskItem(task).parameters)
            return nil
        }
    }

    /// Reads the task with `id` as saved now, applies `change` and saves it, in one
    /// transaction; the changed task, or nil when it no longer exists.
    /// `StoreError.unreadableRow` when it cannot be read, which changes nothing.
    public func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem? {
        try await database.transaction { connection throws(SQLiteError) -> StoredRow<TaskItem>? in
            let saved = try Self.tasks(
                in: connection, Self.selectByID, [.text(StoredTaskItem.text(of: id))]
            ).first
            guard case .readable(var task) = saved else { return saved }
            change(&task)
            try connection.execute(Self.updateByID, StoredTaskItem(task).changeParameters)
            return .readable(task)
        }?.value()
    }

    /// The task with `id`, if any; `StoreError.unreadableRow` when it cannot be read.
    public func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem? {
        try await database.perform { connection throws(SQLiteError) in
            try Self.tasks(in: connection, Self.selectByID, [.text(StoredTaskItem.text(of: id))])
                .first
        }?.value()
    }

    /// Every task, in `TaskListOrder`, sorted by SQLite along the table's index, beside the
    /// tasks that cannot be read.
    public func fetchAll() async throws(StoreError) -> StoreListing<TaskItem> {
        StoreListing(
            try await database.perform { connection throws(SQLiteError) in
                try Self.tasks(in: connection, Self.selectInListOrder)
            })
    }

    /// Removes the task with `id`, if any.
    public func delete(id: UUID) async throws(StoreError) {
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute(
                "DELETE FROM tasks WHERE id = ?", [.text(StoredTaskItem.text(of: id))])
        }
    }

    /// Removes `row`, a task that could not be read, by its number in the table.
    public func delete(unreadable row: UnreadableRow) async throws(StoreError) {
        guard row.table == .tasks else { return }
        try await database.perform { connection throws(SQLiteError) in
            try connection.execute("DELETE FROM tasks WHERE rowid = ?", [.integer(row.rowNumber)])
        }
    }

    /// The tasks `sql` selects (`StoredTaskItem.readColumns`), each read or named.
    private static func tasks(
        in connection: SQLiteConnection, _ sql: String, _ parameters: [SQLiteValue] = []
    ) throws(SQLiteError) -> [StoredRow<TaskItem>] {
        try connection.storedRows(sql, parameters, of: .tasks) { row throws(SQLiteError) in
            try StoredTaskItem(row: row).task()
        }
    }

    // The statements are built once from constant column names, never from data.
    private static let insert = """
        INSERT INTO tasks (\(StoredTaskItem.selectedColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The tasks linked to one plate (none for a task without a plate: NULL equals nothing).
    private static let selectByPlate = """
        SELECT \(StoredTaskItem.readColumns) FROM tasks WHERE plate = ?
        """

    private static let selectByID = """
        SELECT \(StoredTaskItem.readColumns) FROM tasks WHERE id = ?
        """

    /// `TaskListOrder`: pending before done, dated before undated, then by day, creation
    /// and identifier; lower-case hexadecimal sorts as the domain's upper-case does.
    private static let selectInListOrder = """
        SELECT \(StoredTaskItem.readColumns) FROM tasks
        ORDER BY is_done, due_date IS NULL, due_date, created_at, id
        """

    private static let updateByID = """
        UPDATE tasks SET title = ?, note = ?, due_date = ?, is_done = ?, updated_at = ?,
        plate = ? WHERE id = ?
        """
}
