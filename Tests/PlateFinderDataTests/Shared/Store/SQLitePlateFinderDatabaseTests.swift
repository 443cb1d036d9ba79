import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// One connection shared by every store of a process: their calls, transactions that read
/// before they write included, run one at a time on it, never one inside another.
struct SQLitePlateFinderDatabaseTests {
    private static let writers = 3
    private static let steps = 15

    @Test func stores_loseNoWriteAndSurfaceNoError_whenTheyWriteAtOnceOverOneConnection()
        async throws
    {
        try await withTemporaryFolder { directory in
            let sut = try SQLitePlateFinderDatabase(path: directory.file("shared.sqlite"))
            let store = SQLiteCarStore(database: sut)
            let tasks = SQLiteTaskRepository(database: sut)
            let toggled = TaskFactory.make(title: "toggled")
            try await tasks.create(toggled)

            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<Self.writers {
                    group.addTask {
                        for step in 0..<Self.steps {
                            try await store.insert(
                                .failure(plate(writer * 100 + step), reason: .timedOut, at: .now))
                            _ = try await store.toggleFavorite(plate(step % 5))
                            await Task.yield()
                        }
                    }
                    group.addTask {
                        for step in 0..<Self.steps {
                            try await tasks.create(TaskFactory.make(title: "w\(writer) s\(step)"))
                            _ = try await tasks.update(toggled.id) { task in
                                task.toggleDone(clock: TaskFactory.clock())
                            }
                            await Task.yield()
                        }
                    }
                }
                try await group.waitForAll()
            }

            // Every plate was toggled an odd number of times, and so was the task.
            let favorites = try await store.retrieveFavorites().rows
            let history = try await store.retrieve().rows
            let all = try await tasks.fetchAll().rows
            #expect(Set(favorites) == Set((0..<5).map(plate)))
            #expect(history.count == Self.writers * Self.steps)
            #expect(all.count == 1 + Self.writers * Self.steps)
            #expect(try await tasks.fetchById(toggled.id)?.isDone == true)
        }
    }

    @Test func perform_rollsBackAndFails_whenItsBodyLeavesATransactionOpen() async throws {
        try await withTemporaryFolder { directory in
            let sut = try SQLitePlateFinderDatabase(path: directory.file("open.sqlite"))
            let store = SQLiteCarStore(database: sut)

            await #expect(throws: StoreError.failure("a store left a transaction open")) {
                try await sut.perform { connection throws(SQLiteError) in
                    try connection.execute("BEGIN IMMEDIATE")
                    try connection.execute(
                        "INSERT INTO favorite (plate_number, position) VALUES ('PBX1234', 1)")
                }
            }

            #expect(try await store.retrieveFavorites().rows == [])
            try await store.insertFavorite(Plate("ABC1234"))
            #expect(try await store.retrieveFavorites().rows == [Plate("ABC1234")])
        }
    }

    @Test func transaction_rollsBackEveryStatement_whenItsBodyFails() async throws {
        try await withTemporaryFolder { directory in
            let sut = try SQLitePlateFinderDatabase(path: directory.file("failed.sqlite"))

            await #expect(throws: StoreError.failure("the body failed")) {
                try await sut.transaction { connection throws(SQLiteError) in
                    try connection.execute(
                        "INSERT INTO favorite (plate_number, position) VALUES ('PBX1234', 1)")
                    throw .failure(code: 1, message: "the body failed")
                }
            }

            #expect(try await SQLiteCarStore(database: sut).retrieveFavorites().rows == [])
        }
    }
}

private func plate(_ index: Int) -> Plate {
    Plate("PBX" + String(format: "%04d", index))
}
