import Foundation
import PlateFinderData
import PlateFinderDomain

/// The tasks table of the store file, opened on first use, so a process that never touches
/// tasks (`find`, `history`, `favorites`) keeps a single connection to the file.
///
/// A second connection in the same process is not safe with the store's header check: it
/// opens and closes the file, and closing any descriptor drops every lock the process holds
/// on it, so another process may checkpoint the write-ahead log away from under the first
/// connection. Until the stores share one connection, only processes that use tasks pay that.
actor OnDemandTaskRepository: TaskRepository {
    private let path: String
    private var opened: SQLiteTaskRepository?

    /// A repository over the store at `path`, not opened yet.
    init(path: String) {
        self.path = path
    }

    func create(_ task: TaskItem) async throws(StoreError) {
        try await repository().create(task)
    }

    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem? {
        try await repository().fetchById(id)
    }

    func fetchAll() async throws(StoreError) -> [TaskItem] {
        try await repository().fetchAll()
    }

    func update(_ task: TaskItem) async throws(StoreError) {
        try await repository().update(task)
    }

    func delete(id: UUID) async throws(StoreError) {
        try await repository().delete(id: id)
    }

    /// Opens the store the first time; a failure is reported by the call, and the next call
    /// tries again.
    private func repository() throws(StoreError) -> SQLiteTaskRepository {
        if let opened { return opened }
        let repository = try SQLiteTaskRepository(path: path)
        opened = repository
        return repository
    }
}
