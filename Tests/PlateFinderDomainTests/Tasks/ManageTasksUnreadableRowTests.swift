import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A task the repository cannot read is listed apart, found by its id like any other, and
/// refused by every change but removal.
struct ManageTasksUnreadableRowTests {
    private static let task = TaskFactory.make(
        id: UUID(uuid: (0xAB, 0xCD, 3, 4, 5, 6, 0x47, 8, 0x89, 10, 11, 12, 13, 14, 15, 16)))
    private static let unreadable = UnreadableRow(
        table: .tasks, key: "0a1b2c3d-0000-4000-8000-000000000000", rowNumber: 2)

    @Test func list_givesTheReadableTasks_beside_theUnreadableOnes() async throws {
        let (sut, _) = makeSUT()

        let listed = try await sut.list(.done)

        #expect(listed == StoreListing(rows: [], unreadable: [Self.unreadable]))
    }

    @Test func find_refusesTheUnreadableTask_asUnreadable() async {
        let (sut, _) = makeSUT()

        await #expect(throws: TaskError.storage(.unreadableRow(Self.unreadable))) {
            try await sut.find(idPrefix: "0A1B")
        }
    }

    @Test func match_givesTheUnreadableTask_andDeleteRemovesIt() async throws {
        let (sut, repository) = makeSUT()

        let match = try await sut.match(idPrefix: "0a1b2c3d")
        try await sut.delete(match)

        #expect(match == .unreadable(Self.unreadable))
        #expect(await repository.storedUnreadable.isEmpty)
        #expect(await repository.storedTasks == [Self.task])
    }

    @Test func match_countsTheUnreadableTask_inAnAmbiguousPrefix() async throws {
        let twin = UnreadableRow(
            table: .tasks, key: "abcd0304-0000-4000-8000-000000000000", rowNumber: 3)
        let repository = InMemoryTaskRepository(tasks: [Self.task], unreadable: [twin])
        let sut = ManageTasks(repository: repository, clock: TaskFactory.clock())

        await #expect(throws: TaskError.ambiguousPrefix("abcd", matches: 2)) {
            try await sut.match(idPrefix: "ABCD")
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: ManageTasks, repository: InMemoryTaskRepository) {
        let repository = InMemoryTaskRepository(tasks: [Self.task], unreadable: [Self.unreadable])
        return (ManageTasks(repository: repository, clock: TaskFactory.clock()), repository)
    }
}
