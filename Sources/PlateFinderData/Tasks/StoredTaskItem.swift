import Foundation
import PlateFinderDomain

/// A task as one row of `tasks` stores it.
///
/// Reading a row checks it against the domain's rules and refuses what no PlateFinder
/// writes; the refusal names the column, never the text found in it. Timestamps are
/// seconds since 1970, like the history's.
struct StoredTaskItem: Equatable {
    private let id: String
    private let title: String
    private let note: String
    private let dueDate: String?
    private let isDone: Bool
    private let createdAt: Double
    private let updatedAt: Double
    private let plate: String?
    private let reminder: String?

    /// The columns for `task`.
    init(_ task: TaskItem) {
        id = Self.text(of: task.id)
        title = task.title.value
        note = task.note.value
        dueDate = task.dueDate?.day.isoString
        isDone = task.isDone
        createdAt = task.createdAt.timeIntervalSince1970
        updatedAt = task.updatedAt.timeIntervalSince1970
        plate = task.plate?.value
        reminder = task.reminder.map(Self.name(of:))
    }

    /// The most UTF-8 bytes a character of a title or note is read with: more than any
    /// text a person types takes, accents and emoji sequences included, so a far longer
    /// text is refused before it is read.
    static let maximumBytesPerCharacter = 256

    /// The task in a row of `readColumns`; throws for values no PlateFinder writes.
    init(row: SQLiteRow) throws(SQLiteError) {
        let bytes = Self.maximumBytesPerCharacter
        guard row.byteCount(at: 1) <= TaskTitle.maximumLength * bytes,
            row.byteCount(at: 2) <= TaskNote.maximumLength * bytes
        else { throw Self.unreadable("a text longer than any task's") }
        guard let id = row.text(at: 0), let title = row.text(at: 1), let note = row.text(at: 2),
            let isDone = row.int64(at: 4), let createdAt = row.double(at: 5),
            let updatedAt = row.double(at: 6)
        else { throw Self.unreadable("a required value") }
        guard isDone == 0 || isDone == 1 else { throw Self.unreadable("a done flag") }
        self.id = id
        self.title = title
        self.note = note
        self.dueDate = try Self.optionalText(in: row, at: 3)
        self.isDone = isDone == 1
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.plate = try Self.optionalText(in: row, at: 7)
        self.reminder = try Self.optionalText(in: row, at: 8)
    }

    /// The columns every task is written with, in this order; `parameters` follows it.
    static let selectedColumns =
        "id, title, note, due_date, is_done, created_at, updated_at, plate, reminder"

    /// The columns every query of tasks selects: `selectedColumns`, then the row's `rowid`
    /// and identifier, which name a row that cannot be read.
    static let readColumns = selectedColumns + ", rowid, id"

    /// The values of `selectedColumns`, in order.
    var parameters: [SQLiteValue] {
        [
            .text(id), .text(title), .text(note), dueDate.map(SQLiteValue.text) ?? .null,
            .integer(isDone ? 1 : 0), .real(createdAt), .real(updatedAt),
            plate.map(SQLiteValue.text) ?? .null, reminder.map(SQLiteValue.text) ?? .null,
        ]
    }

    /// The values of the columns a change may touch, then the identifier, for an update.
    var changeParameters: [SQLiteValue] {
        [
            .text(title), .text(note), dueDate.map(SQLiteValue.text) ?? .null,
            .integer(isDone ? 1 : 0), .real(updatedAt), plate.map(SQLiteValue.text) ?? .null,
            .text(id),
        ]
    }

    /// The column value of an identifier: its lower-case UUID.
    static func text(of id: UUID) -> String { id.uuidString.lowercased() }

    /// The task these columns stand for.
    func task() throws(SQLiteError) -> TaskItem {
        guard let uuid = UUID(uuidString: id), Self.text(of: uuid) == id else {
            throw Self.unreadable("an identifier")
        }
        let title: TaskTitle
        let note: TaskNote
        do { title = try TaskTitle(self.title) } catch { throw Self.unreadable("a title") }
        do { note = try TaskNote(self.note) } catch { throw Self.unreadable("a note") }
        let day = try dueDate.map { text throws(SQLiteError) in
            guard let day = CalendarDate(isoString: text) else {
                throw Self.unreadable("a due date")
            }
            return TaskDueDate(restoring: day)
        }
        guard let created = StoredInstant.date(createdAt),
            let updated = StoredInstant.date(updatedAt),
            createdAt <= updatedAt
        else { throw Self.unreadable("a timestamp") }
        let linked = try plate.map { text throws(SQLiteError) in
            guard !text.isEmpty, Plate(text).value == text else { throw Self.unreadable("a plate") }
            return Plate(text)
        }
        let kind = try reminder.map { name throws(SQLiteError) in
            guard let kind = Self.kind(named: name) else { throw Self.unreadable("a reminder") }
            return kind
        }
        return TaskItem(
            restoringID: uuid, title: title, note: note, dueDate: day, isDone: isDone,
            createdAt: created, updatedAt: updated, plate: linked, reminder: kind)
    }

    /// Named explicitly rather than by the case names, so renaming a case never changes
    /// what the file holds.
    private static func name(of kind: RenewalReminderKind) -> String {
        switch kind {
        case .registration: "registration"
        case .tintPermit: "tint_permit"
        case .fines: "fines"
        case .dues: "dues"
        }
    }

    private static func kind(named name: String) -> RenewalReminderKind? {
        RenewalReminderKind.allCases.first { self.name(of: $0) == name }
    }

    /// Column `index` as text, nil when NULL; a value of another type is no PlateFinder's.
    private static func optionalText(
        in row: SQLiteRow, at index: Int
    ) throws(SQLiteError)
        -> String?
    {
        switch row.value(at: index) {
        case .null: return nil
        case .text(let text): return text
        case .integer, .real, .blob: throw unreadable("a value of the wrong type")
        }
    }

    /// The text came from the file: it is not repeated to whoever reads the message.
    private static func unreadable(_ what: String) -> SQLiteError {
        .corrupt(message: "a task row holds \(what) this version cannot read")
    }
}
