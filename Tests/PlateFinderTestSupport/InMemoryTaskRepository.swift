import Foundation
import PlateFinderDomain

/// Tasks in memory, listed in the domain's order, recording what it was asked.
public actor InMemoryTaskRepository: TaskRepository {
    /// A call the repository received.
    public enum Message: Equatable, Sendable {
        case create(TaskItem)
        case fetchById(UUID)
        case fetchAll
        case update(TaskItem)
        case delete(UUID)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var tasks: [UUID: TaskItem]
    private var failure: StoreError?

    /// A repository holding `tasks`.
    public init(tasks: [TaskItem] = []) {
        self.tasks = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Makes every later call fail with `error` (nil: succeed again).
    public func fail(with error: StoreError?) { failure = error }

    /// The stored tasks in listing order, without recording a call.
    public var storedTasks: [TaskItem] { TaskListOrder.sorted(Array(tasks.values)) }

    /// Saves a new task.
    public func create(_ task: TaskItem) throws(StoreError) {
        try receive(.create(task))
        tasks[task.id] = task
    }

    /// The task with `id`.
    public func fetchById(_ id: UUID) throws(StoreError) -> TaskItem? {
        try receive(.fetchById(id))
        return tasks[id]
    }

    /// Every task in listing order.
    public func fetchAll() throws(StoreError) -> [TaskItem] {
        try receive(.fetchAll)
        return storedTasks
    }

    /// Saves a changed task that still exists.
    public func update(_ task: TaskItem) throws(StoreError) {
        try receive(.update(task))
        if tasks[task.id] != nil { tasks[task.id] = task }
    }

    /// Removes a task.
    public func delete(id: UUID) throws(StoreError) {
        try receive(.delete(id))
        tasks[id] = nil
    }

    private func receive(_ message: Message) throws(StoreError) {
        messages.append(message)
        if let failure { throw failure }
    }
}
