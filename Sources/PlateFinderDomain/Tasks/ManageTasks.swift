import Foundation

/// What a person does with tasks: list, create, find by identifier prefix, edit, mark
/// done or pending, delete.
public struct ManageTasks: Sendable {
    /// The shortest identifier prefix accepted, so a prefix is unlikely to be ambiguous.
    public static let minimumPrefixLength = 4

    private let repository: any TaskRepository
    private let clock: DayClock
    private let makeID: @Sendable () -> UUID

    /// Task use cases over `repository`, with time from `clock` and new identifiers from
    /// `makeID`.
    public init(
        repository: any TaskRepository, clock: DayClock,
        makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.repository = repository
        self.clock = clock
        self.makeID = makeID
    }

    /// The tasks `filter` selects, in `TaskListOrder`, beside every task that cannot be
    /// read (whichever the filter would select: it cannot tell).
    public func list(_ filter: TaskFilter) async throws(TaskError) -> StoreListing<TaskItem> {
        try await all().filter(filter.includes)
    }

    /// Creates a pending task, about the vehicle of `plate` when one is given.
    public func create(
        title: String, note: String = "", dueDate: CalendarDate? = nil,
        plate: LookupPlate? = nil
    ) async throws(TaskError) -> TaskItem {
        let task: TaskItem
        do {
            task = TaskItem(
                id: makeID(), title: try TaskTitle(title), note: try TaskNote(note),
                dueDate: try dueDate.map { day throws(TaskValidationError) in
                    try TaskDueDate(day, today: clock.today())
                }, plate: plate?.plate, createdAt: clock.instants.now())
        } catch { throw .validation(error) }
        try await store { () throws(StoreError) in try await repository.create(task) }
        return task
    }

    /// The one task whose identifier starts with `prefix` (case-insensitive, at least
    /// `minimumPrefixLength` characters); `StoreError.unreadableRow` when that task cannot
    /// be read.
    public func find(idPrefix prefix: String) async throws(TaskError) -> TaskItem {
        switch try await match(idPrefix: prefix) {
        case .task(let task): return task
        case .unreadable(let row): throw .storage(.unreadableRow(row))
        }
    }

    /// The one task, readable or not, whose identifier starts with `prefix`
    /// (case-insensitive, at least `minimumPrefixLength` characters).
    public func match(idPrefix prefix: String) async throws(TaskError) -> TaskMatch {
        let wanted = prefix.trimmingCharacters(in: .whitespaces).lowercased()
        guard wanted.count >= Self.minimumPrefixLength else {
            throw .prefixTooShort(minimum: Self.minimumPrefixLength)
        }
        let listing = try await all()
        let matches =
            listing.rows.filter { $0.id.uuidString.lowercased().hasPrefix(wanted) }
            .map(TaskMatch.task)
            + listing.unreadable.filter { $0.key?.lowercased().hasPrefix(wanted) == true }
            .map(TaskMatch.unreadable)
        guard let match = matches.first else { throw .notFound(wanted) }
        guard matches.count == 1 else { throw .ambiguousPrefix(wanted, matches: matches.count) }
        return match
    }

    /// Marks the task done or pending; a task already in that state is left unchanged.
    public func setDone(_ id: UUID, _ done: Bool) async throws(TaskError) -> TaskItem {
        try await change(id) { [clock] task in
            if task.isDone != done { task.toggleDone(clock: clock) }
        }
    }

    /// Flips the task between done and pending.
    public func toggleDone(_ id: UUID) async throws(TaskError) -> TaskItem {
        try await change(id) { [clock] task in task.toggleDone(clock: clock) }
    }

    /// Applies `changes`, validating each first; nothing is saved when one is refused.
    /// Fields not changed keep what is saved when the change is written, so two people
    /// editing different fields at once both keep their edit.
    public func edit(_ id: UUID, _ changes: TaskChanges) async throws(TaskError) -> TaskItem {
        let title: TaskTitle?
        let note: TaskNote?
        let dueDate: TaskDueDate??
        do {
            title = try changes.title.map { text throws(TaskValidationError) in
                try TaskTitle(text)
            }
            note = try changes.note.map { text throws(TaskValidationError) in try TaskNote(text) }
            switch changes.dueDate {
            case .keep: dueDate = nil
            case .set(let day): dueDate = .some(try TaskDueDate(day, today: clock.today()))
            case .clear: dueDate = .some(nil)
            }
        } catch { throw .validation(error) }
        return try await change(id) { [clock] task in
            if let title { task.setTitle(title, clock: clock) }
            if let note { task.setNote(note, clock: clock) }
            if let dueDate { task.setDueDate(validated: dueDate, clock: clock) }
            switch changes.plate {
            case .keep: break
            case .set(let plate): task.setPlate(plate, clock: clock)
            case .clear: task.setPlate(nil, clock: clock)
            }
        }
    }

    /// Removes the task.
    public func delete(_ id: UUID) async throws(TaskError) {
        try await store { () throws(StoreError) in try await repository.delete(id: id) }
    }

    /// Removes what `match` names, readable or not.
    public func delete(_ match: TaskMatch) async throws(TaskError) {
        switch match {
        case .task(let task): try await delete(task.id)
        case .unreadable(let row):
            try await store { () throws(StoreError) in
                try await repository.delete(unreadable: row)
            }
        }
    }

    private func change(
        _ id: UUID, _ apply: @Sendable (inout TaskItem) -> Void
    ) async throws(TaskError) -> TaskItem {
        let changed = try await store { () throws(StoreError) in
            try await repository.update(id, applying: apply)
        }
        guard let changed else { throw .notFound(id.uuidString.lowercased()) }
        return changed
    }

    private func all() async throws(TaskError) -> StoreListing<TaskItem> {
        try await store { () throws(StoreError) in try await repository.fetchAll() }
    }

    private func store<T>(_ work: () async throws(StoreError) -> T) async throws(TaskError) -> T {
        do { return try await work() } catch { throw .storage(error) }
    }
}
