import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A task repository whose calls of the held kinds wait until the test releases them, one
/// by one, each with success or a failure; they run on an `InMemoryTaskRepository`. A held
/// read reads first and answers late (a stale answer); a held write waits, then writes.
/// Calls of other kinds go straight through.
final class ControllableTaskRepository: TaskRepository, Sendable {
    /// A kind of call the repository can hold.
    enum Kind: Hashable, Sendable {
        case create, fetchById, fetchAll, update, delete
    }

    /// The repository that runs every call.
    let memory: InMemoryTaskRepository
    private let held: Set<Kind>
    private let calls = ControllableAnswers<Kind, StoreError?>()

    /// A controllable front for `memory` that holds the calls of kinds `holding`.
    init(memory: InMemoryTaskRepository = InMemoryTaskRepository(), holding: Set<Kind>) {
        self.memory = memory
        held = holding
    }

    /// Returns once `count` calls have been held in all.
    func waitForHeldCalls(_ count: Int) async {
        await calls.waitForRequests(count)
    }

    /// Lets the oldest held call of `kind` through, failing with `error` when given.
    func release(
        _ kind: Kind, failing error: StoreError? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        calls.answer(kind, with: error, sourceLocation: sourceLocation)
    }

    func create(_ task: TaskItem) async throws(StoreError) {
        try await hold(.create)
        try await memory.create(task)
    }

    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem? {
        let task = try await memory.fetchById(id)
        try await hold(.fetchById)
        return task
    }

    func fetchAll() async throws(StoreError) -> StoreListing<TaskItem> {
        let tasks = try await memory.fetchAll()
        try await hold(.fetchAll)
        return tasks
    }

    func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem? {
        try await hold(.create)
        return try await memory.create(task, unlessAnyMatches: matches)
    }

    func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem? {
        try await hold(.update)
        return try await memory.update(id, applying: change)
    }

    func delete(id: UUID) async throws(StoreError) {
        try await hold(.delete)
        try await memory.delete(id: id)
    }

    func delete(unreadable row: UnreadableRow) async throws(StoreError) {
        try await hold(.delete)
        try await memory.delete(unreadable: row)
    }

    private func hold(_ kind: Kind) async throws(StoreError) {
        guard held.contains(kind) else { return }
        if let failure = await calls.hold(kind) { throw failure }
    }
}
