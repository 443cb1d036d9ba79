import Foundation
import PlateFinderDomain

extension ReopeningStore: TaskRepository where Store: TaskRepository {
    func create(_ task: TaskItem) async throws(StoreError) {
        try await opened().create(task)
    }

    func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem? {
        try await opened().create(task, unlessAnyMatches: matches)
    }

    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem? {
        try await opened().fetchById(id)
    }

    func fetchAll() async throws(StoreError) -> StoreListing<TaskItem> {
        try await opened().fetchAll()
    }

    func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem? {
        try await opened().update(id, applying: change)
    }

    func delete(id: UUID) async throws(StoreError) {
        try await opened().delete(id: id)
    }

    func delete(unreadable row: UnreadableRow) async throws(StoreError) {
        try await opened().delete(unreadable: row)
    }
}
