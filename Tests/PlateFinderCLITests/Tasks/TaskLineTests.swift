import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

@Suite struct TaskLineTests {
    static let id = UUID(uuidString: "3F2A9C1E-0000-4000-8000-00000000ABCD") ?? UUID()
    static let today = TaskFactory.day(2026, 11, 29)

    @Test(arguments: [
        (TaskFactory.day(2026, 11, 28), "3f2a9c1e  [ ]  2026-11-28 overdue  Renew SOAT"),
        (TaskFactory.day(2026, 11, 29), "3f2a9c1e  [ ]  2026-11-29          Renew SOAT"),
        (TaskFactory.day(2026, 11, 30), "3f2a9c1e  [ ]  2026-11-30          Renew SOAT"),
    ])
    func lines_markOverdue_onlyWhenDueDayIsBeforeToday(due: CalendarDate, expected: String) {
        let task = TaskFactory.make(id: Self.id, due: due)

        #expect(makeSUT(task).lines == [expected])
    }

    @Test func lines_neverMarkDoneTask_asOverdue() {
        var task = TaskFactory.make(id: Self.id, due: TaskFactory.day(2020, 1, 1))
        task.toggleDone(clock: TaskFactory.clock())

        #expect(makeSUT(task).lines == ["3f2a9c1e  [x]  2020-01-01          Renew SOAT"])
    }

    @Test(arguments: [
        (Language.english, "3f2a9c1e  [ ]  no date             Renew SOAT"),
        (.spanish, "3f2a9c1e  [ ]  sin fecha           Renew SOAT"),
    ])
    func lines_sayNoDate_inLanguage(language: Language, expected: String) {
        #expect(makeSUT(TaskFactory.make(id: Self.id), language).lines == [expected])
    }

    @Test func lines_markOverdue_inSpanish() {
        let task = TaskFactory.make(id: Self.id, due: TaskFactory.day(2026, 1, 5))

        #expect(
            makeSUT(task, .spanish).lines == ["3f2a9c1e  [ ]  2026-01-05 vencida  Renew SOAT"])
    }

    @Test func lines_padTitle_andEndWithPlate_whenLinked() {
        let task = TaskFactory.make(id: Self.id, title: "Matrícula IB123C", plate: Plate("IB123C"))

        #expect(
            makeSUT(task).lines == [
                "3f2a9c1e  [ ]  no date             Matrícula IB123C      IB123C"
            ])
    }

    @Test func lines_wrapNote_underCheckBox_withinEightyColumns() throws {
        var task = TaskFactory.make(id: Self.id)
        let note = Array(repeating: "word", count: 40).joined(separator: " ")
        try task.setNote(note, clock: TaskFactory.clock())

        let lines = makeSUT(task).lines

        #expect(lines.count == 4)
        #expect(
            lines.dropFirst().allSatisfy {
                $0.hasPrefix(String(repeating: " ", count: 10) + "word")
            })
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.dropFirst().joined(separator: " ").split(separator: " ").count == 40)
    }

    @Test func text_endsEveryLine_withNewline() throws {
        var task = TaskFactory.make(id: Self.id)
        try task.setNote("Bring the papers", clock: TaskFactory.clock())

        #expect(
            makeSUT(task).text
                == "3f2a9c1e  [ ]  no date             Renew SOAT\n"
                + "          Bring the papers\n")
    }

    @Test func lines_stripControlCharacters_fromStoredTexts() throws {
        var task = TaskFactory.make(id: Self.id, title: "Pay\u{1B}[31m fines")
        try task.setNote("line\none\u{9B}2J", clock: TaskFactory.clock())

        let text = makeSUT(task).text

        #expect(text.contains("Pay fines"))
        #expect(text.contains("line one"))
        #expect(
            !text.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            })
    }

    @Test func lines_padTitle_byTheColumnsTheTerminalShows() {
        let task = TaskFactory.make(id: Self.id, title: "日本語", plate: Plate("PBX1234"))

        let lines = makeSUT(task)

        #expect(
            lines.lines == [
                "3f2a9c1e  [ ]  no date             日本語" + String(repeating: " ", count: 16)
                    + "PBX1234"
            ])
    }

    @Test func listing_linesPlatesUp_underTheWidestLinkedTitle() {
        let wide = String(repeating: "語", count: 12)
        let tasks = [
            TaskFactory.make(id: Self.id, title: "Renew SOAT", plate: Plate("PBX1234")),
            TaskFactory.make(id: Self.id, title: wide, plate: Plate("GBA0987")),
            TaskFactory.make(id: Self.id, title: "No plate 語語語"),
        ]

        let listing = TaskLine.listing(
            tasks, today: Self.today, messages: Messages(language: .english))

        let lines = listing.split(separator: "\n").map(String.init)
        let plateColumns = lines.prefix(2).map { line in
            DisplayWidth.of(String(line.prefix { $0 != "P" && $0 != "G" }))
        }
        #expect(plateColumns == [61, 61])
        #expect(lines[2].hasSuffix("  No plate 語語語"))
    }

    @Test func lines_wrapNote_withinEightyColumns_asTheTerminalShows() throws {
        var task = TaskFactory.make(id: Self.id)
        try task.setNote(String(repeating: "語", count: 50), clock: TaskFactory.clock())

        let lines = makeSUT(task).lines

        #expect(lines.count == 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(lines.dropFirst().map { $0.count } == [10 + 35, 10 + 15])
    }

    // MARK: - Helpers

    private func makeSUT(_ task: TaskItem, _ language: Language = .english) -> TaskLine {
        TaskLine(task: task, today: Self.today, messages: Messages(language: language))
    }
}
