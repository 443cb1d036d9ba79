import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The repository contract against a real SQLite file, each case on a file of its own.
struct SQLiteTaskRepositoryContractTests {
    @Test(arguments: TaskRepositoryContract.cases)
    func sqliteRepository_honoursTheRepositoryContract(
        _ contractCase: TaskRepositoryContract.Case
    ) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(makeSUT(path: directory.file("contract.sqlite")))
        }
    }

    @Test(arguments: TaskRepositoryContract.cases)
    func sqliteRepository_honoursTheRepositoryContract_whenEveryCallOpensTheFileAgain(
        _ contractCase: TaskRepositoryContract.Case
    ) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(
                ReopeningTaskRepository(path: directory.file("contract.sqlite")))
        }
    }

    private func makeSUT(path: String) throws -> SQLiteTaskRepository {
        try SQLiteTaskRepository(path: path)
    }
}

/// Opens a new repository for every call and lets it go afterwards, as a process per
/// command would: whatever the contract sees went through the file.
private struct ReopeningTaskRepository: TaskRepository {
    let path: String

    func create(_ task: TaskItem) async throws(StoreError) {
        try await SQLiteTaskRepository(path: path).create(task)
    }

    func fetchById(_ id: UUID) async throws(StoreError) -> TaskItem? {
        try await SQLiteTaskRepository(path: path).fetchById(id)
    }

    func fetchAll() async throws(StoreError) -> [TaskItem] {
        try await SQLiteTaskRepository(path: path).fetchAll()
    }

    func create(
        _ task: TaskItem, unlessAnyMatches matches: @Sendable (TaskItem) -> Bool
    ) async throws(StoreError) -> TaskItem? {
        try await SQLiteTaskRepository(path: path).create(task, unlessAnyMatches: matches)
    }

    func update(
        _ id: UUID, applying change: @Sendable (inout TaskItem) -> Void
    ) async throws(StoreError) -> TaskItem? {
        try await SQLiteTaskRepository(path: path).update(id, applying: change)
    }

    func delete(id: UUID) async throws(StoreError) {
        try await SQLiteTaskRepository(path: path).delete(id: id)
    }
}
