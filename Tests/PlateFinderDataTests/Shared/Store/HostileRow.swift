import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A row no PlateFinder writes, as a file edited by hand (constraints switched off) could
/// hold; the reads of its store must refuse it with `expected`, which names what they
/// cannot read, never the text found, while the other stores read on.
struct HostileRow: Sendable, CustomTestStringConvertible {
    /// The table and value, shown by the test runner.
    let testDescription: String
    /// What every read in `reads` throws.
    let expected: StoreError
    /// Puts the row into the file at `path`, which `database` holds open.
    let write:
        @Sendable (_ database: SQLitePlateFinderDatabase, _ path: String) async throws -> Void
    /// The reads of the row's store.
    let reads: [@Sendable (SQLitePlateFinderDatabase) async throws -> Void]
    /// A read of another store over the same connection, which the row does not concern.
    let neighbourRead: @Sendable (SQLitePlateFinderDatabase) async throws -> Void

    /// Every hostile row, of every store.
    static let all = searches + tasks + savedFines + savedRegistrations

    /// Failures in the history that no PlateFinder records.
    static let searches = [
        ("meteor", SQLiteValue.null, SQLiteValue.null), ("server", .null, .null),
        ("server", .integer(503), .text("extra")), ("parsing", .null, .null),
        ("timeout", .integer(1), .null),
    ].map { kind, statusCode, detail in
        HostileRow(
            testDescription: "search_history failure \(kind), \(statusCode), \(detail)",
            expected: .failure("a history row records a failure this version cannot read"),
            write: { _, path in
                try SQLiteConnection(path: path).execute(
                    """
                    INSERT INTO search_history (plate_number, position, search_date,
                        failure_kind, failure_status_code, failure_detail)
                    VALUES ('PBX1234', 1, 0, ?, ?, ?)
                    """, [.text(kind), statusCode, detail])
            },
            reads: [{ _ = try await SQLiteCarStore(database: $0).retrieve() }],
            neighbourRead: { _ = try await SQLiteTaskRepository(database: $0).fetchAll() })
    }

    /// Saved fines no PlateFinder writes, and what the refusal names.
    static let savedFines = savedAnswers(
        in: "saved_fines", named: "fines",
        [
            (.text("not JSON"), .real(0), "are not what PlateFinder writes"),
            (.blob(Data("{}".utf8)), .real(0), "are not what PlateFinder writes"),
            (
                .text(#"{"lists": [{"status": "late", "fines": []}]}"#), .real(0),
                "hold a list of no known status"
            ),
            (.text(#"{"lists": []}"#), .text("yesterday"), "have no date"),
        ]
    ) { _ = try await SQLiteFinesStore(database: $0).savedFines(for: Plate("ABC1234")) }

    /// Saved SRI answers no PlateFinder writes (a NULL answer is the SRI knowing no such
    /// vehicle; any other value that is not JSON text is refused, never read as that).
    static let savedRegistrations = savedAnswers(
        in: "saved_registration", named: "SRI answers",
        [
            (.text("not JSON"), .real(0), "are not what PlateFinder writes"),
            (.blob(Data("{}".utf8)), .real(0), "are not what PlateFinder writes"),
            (.integer(0), .real(0), "are not what PlateFinder writes"),
            (.null, .text("yesterday"), "have no date"),
        ]
    ) {
        _ = try await SQLiteRegistrationStore(database: $0).savedRegistration(for: Plate("ABC1234"))
    }

    /// Rows of the saved-answer table `table` holding `answer` fetched at `fetchedAt`, each
    /// refused by `read` as "saved <noun> <refusal>".
    private static func savedAnswers(
        in table: String, named noun: String,
        _ rows: [(answer: SQLiteValue, fetchedAt: SQLiteValue, refusal: String)],
        read: @escaping @Sendable (SQLitePlateFinderDatabase) async throws -> Void
    ) -> [HostileRow] {
        rows.map { answer, fetchedAt, refusal in
            HostileRow(
                testDescription: "\(table) \(answer), \(fetchedAt)",
                expected: .failure("saved \(noun) \(refusal)"),
                write: { _, path in
                    // The table name is one of this file's constants; the values are bound.
                    try SQLiteConnection(path: path).execute(
                        """
                        INSERT INTO \(table) (plate_number, fetched_at, answer)
                        VALUES ('ABC1234', ?, ?)
                        """, [fetchedAt, answer])
                },
                reads: [read],
                neighbourRead: { _ = try await SQLiteCarStore(database: $0).retrieve() })
        }
    }

    /// Task columns holding what no PlateFinder writes, and what the refusal names.
    static let tasks = [
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
    ].map { column, value, what in
        let task = TaskFactory.make(
            due: TaskFactory.day(2027, 5, 1), plate: Plate("PBX1234"), reminder: .registration)
        var reads: [@Sendable (SQLitePlateFinderDatabase) async throws -> Void] = [
            { _ = try await SQLiteTaskRepository(database: $0).fetchAll() }
        ]
        // An edited identifier no longer finds the task, so there is nothing to refuse.
        if column != "id" {
            reads.append { _ = try await SQLiteTaskRepository(database: $0).fetchById(task.id) }
        }
        return HostileRow(
            testDescription: "tasks.\(column) = \(value)",
            expected: .failure("a task row holds \(what) this version cannot read"),
            write: { database, path in
                try await SQLiteTaskRepository(database: database).create(task)
                try edit(column, to: value, at: path)
            },
            reads: reads,
            neighbourRead: { _ = try await SQLiteCarStore(database: $0).retrieve() })
    }

    /// Writes `value` into `column` of every task, past the table's checks, as an editor
    /// that ignores them would.
    private static func edit(_ column: String, to value: SQLiteValue, at path: String) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA ignore_check_constraints = ON")
        // The column name is one of this file's constants; the value is bound.
        try connection.execute("UPDATE tasks SET \(column) = ?", [value])
    }
}
