import Foundation
import PlateFinderDomain

/// Tasks in memory, listed in the domain's order, recording what it was asked.
public actor InMemoryTaskRepository: TaskRepository {
    /// A call the repository received.
    public enum Message: Equatable, Sendable {
        case create(TaskItem)
        case createUnlessMatching(TaskItem)
        case fetchById(UUID)
        case fetchAll
        case update(UUID)
        case delete(UUID)
        case deleteUnreadable(UnreadableRow)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var tasks: [UUID: TaskItem]
    private var unreadable: [UnreadableRow]
    private var failure: StoreError?

    /// A repository holding `tasks`, and the `unreadable` rows a file edited by hand could.
    public init(tasks: [TaskItem] = [], unreadable: [UnreadableRow] = []) {
        self.tasks = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.unreadable = unreadable
    }

    /// The rows that cannot be read, without recording a call.
    public var storedUnreadable: [UnreadableRow] { unreadable }

    /// Makes every later call fail with `error` (nil: succeed again).
    public func fail(with error: StoreError?) { failure = error }

    /// The stored tasks in listing order, without recording a call.
    public var storedTasks: [TaskItem] { TaskListOrder.sorted(Array(tasks.values)) }

    /// Saves a new task.
    public func create(_ task: TaskItem) throws(StoreError) {
        try receive(.create(task))
        tasks[task.id] = task
    }

    /// Saves a new task unless a saved one of its plate matches; the match, or nil.
    public func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) throws(StoreError) -> TaskItem? {
        try receive(.createUnlessMatching(task))
        let saved = storedTasks.filter { $0.plate != nil && $0.plate == task.plate }
        if let match = saved.first(where: matches) { return match }
        tasks[task.id] = task
        return nil
    }

    /// The task with `id`.
    public func fetchById(_ id: UUID) throws(StoreError) -> TaskItem? {
        try receive(.fetchById(id))
        return tasks[id]
    }

    /// Every task in listing order, beside the rows that cannot be read.
    public func fetchAll() throws(StoreError) -> StoreListing<TaskItem> {
        try receive(.fetchAll)
        return StoreListing(rows: storedTasks, unreadable: unreadable)
    }

    /// Applies `change` to the task with `id`, when it exists; the changed task.
    public func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) throws(StoreError) -> TaskItem? {
        try receive(.update(id))
        guard var task = tasks[id] else { return nil }
        change(&task)
        tasks[id] = task
        return task
    }

    /// Removes a task.
    public func delete(id: UUID) throws(StoreError) {
        try receive(.delete(id))
        tasks[id] = nil
    }

    /// Removes a row that cannot be read.
    public func delete(unreadable row: UnreadableRow) throws(StoreError) {
        try receive(.deleteUnreadable(row))
        unreadable.removeAll { $0 == row }
    }

    private func receive(_ message: Message) throws(StoreError) {
        messages.append(message)
        if let failure { throw failure }
    }
}
