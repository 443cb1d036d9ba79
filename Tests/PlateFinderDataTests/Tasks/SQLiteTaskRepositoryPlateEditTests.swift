import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// A task moved to another vehicle, or to none, is saved so: reading it back gives the new
/// plate.
struct SQLiteTaskRepositoryPlateEditTests {
    @Test func edit_savesTheNewPlate_andTheRemovedOne() async throws {
        try await withTemporaryFolder { directory in
            let repository = SQLiteTaskRepository(
                database: try SQLitePlateFinderDatabase(path: directory.file("tasks.sqlite")))
            let task = try TaskItem(
                id: UUID(), title: TaskTitle("Wash"), plate: Plate("PBX1234"),
                createdAt: TaskFactory.noon)
            try await repository.create(task)

            _ = try await repository.update(task.id) {
                $0.setPlate(Plate("GBA0123"), clock: TaskFactory.clock())
            }
            let moved = try await repository.fetchById(task.id)
            _ = try await repository.update(task.id) {
                $0.setPlate(nil, clock: TaskFactory.clock())
            }
            let unlinked = try await repository.fetchById(task.id)

            #expect(moved?.plate == Plate("GBA0123"))
            #expect(unlinked?.plate == nil)
            #expect(unlinked?.title.value == "Wash")
        }
    }
}
