import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Rows no PlateFinder writes, as a file edited by hand (constraints switched off) could
/// hold: refused with an error that names the column, never repeating what is in it.
struct SQLiteTaskRepositoryHostileFileTests {
    @Test(arguments: [
        ("title", SQLiteValue.text("   "), "a title"),
        ("title", .text("ABCDEFGHIJKLMNOPQRSTU"), "a title"),
        ("title", .blob(Data("7".utf8)), "a required value"),
        ("note", .text(String(repeating: "n", count: 1_001)), "a note"),
        ("due_date", .text("2027-02-30"), "a due date"),
        ("due_date", .text("tomorrow"), "a due date"),
        ("due_date", .blob(Data([0x32, 0x30])), "a value of the wrong type"),
        ("is_done", .integer(2), "a done flag"),
        ("created_at", .text("yesterday"), "a required value"),
        ("created_at", .real(1e300), "a timestamp"),
        ("updated_at", .real(0), "a timestamp"),
        ("plate", .text("pbx-1234"), "a plate"),
        ("plate", .text(""), "a plate"),
        ("reminder", .text("oil_change"), "a reminder"),
        ("reminder", .text("tintPermit"), "a reminder"),
        ("id", .text("zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"), "an identifier"),
        ("id", .text("0A1B2C3D-0000-4000-8000-000000000000"), "an identifier"),
    ])
    func fetchAll_throwsFailureNamingTheColumn_forAValueNoPlateFinderWrites(
        column: String, value: SQLiteValue, what: String
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("edited.sqlite")
            let sut = try makeSUT(path: path)
            let task = TaskFactory.make(
                due: TaskFactory.day(2027, 5, 1), plate: Plate("PBX1234"), reminder: .registration)
            try await sut.create(task)
            try edit(column, to: value, at: path)
            let expected = StoreError.failure("a task row holds \(what) this version cannot read")

            await #expect(throws: expected) { try await sut.fetchAll() }
            if column != "id" {
                await #expect(throws: expected) { try await sut.fetchById(task.id) }
            }
        }
    }

    /// Writes `value` into `column` of every task, past the table's checks, as an editor
    /// that ignores them would.
    private func edit(_ column: String, to value: SQLiteValue, at path: String) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA ignore_check_constraints = ON")
        // The column name is one of this test's constants; the value is bound.
        try connection.execute("UPDATE tasks SET \(column) = ?", [value])
    }

    private func makeSUT(path: String) throws -> SQLiteTaskRepository {
        try SQLiteTaskRepository(path: path)
    }
}
