import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// A file from before the fines reminder keeps its tasks and then saves and reads one back.
struct SQLiteTaskRepositoryFinesReminderTests {
    @Test func migratedFile_keepsItsTasks_andSavesAFinesReminder() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("before-fines.sqlite")
            try VersionFourDatabase.create(at: path)
            let repository = SQLiteTaskRepository(
                database: try SQLitePlateFinderDatabase(path: path))
            let fines = try TaskItem(
                id: UUID(), title: TaskTitle("Multas PBX1234"), note: TaskNote("2 multas"),
                plate: Plate("PBX1234"), reminder: .fines, createdAt: TaskFactory.noon)

            try await repository.create(fines)

            let tasks = try await repository.fetchAll().rows
            #expect(Set(tasks.compactMap(\.reminder)) == [.dues, .fines])
            #expect(try await repository.fetchById(fines.id) == fines)
            let connection = try SQLiteConnection(path: path)
            #expect(try connection.query("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"])
        }
    }
}
