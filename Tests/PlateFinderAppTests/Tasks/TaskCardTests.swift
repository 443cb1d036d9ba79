import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The rows every front end shows for one task.
@Suite struct TaskCardTests {
    @Test func rows_giveStatusDueAndDates_forATaskWithoutPlateOrNote() {
        let task = TaskFactory.make(due: TaskFactory.day(2026, 12, 1))

        let sut = makeSUT(task, isOverdue: false)

        #expect(sut.rows.map(\.label) == ["Status", "Due", "Created", "Updated"])
        #expect(sut.rows.first(where: { $0.label == "Due" })?.value == "2026-12-01")
    }

    @Test func rows_markTheDueDayOverdue_andNameThePlate() {
        let task = TaskFactory.make(due: TaskFactory.day(2026, 11, 1), plate: Plate("PBX1234"))

        let sut = makeSUT(task, isOverdue: true)

        #expect(sut.rows.map(\.label) == ["Status", "Due", "Plate", "Created", "Updated"])
        #expect(sut.rows.first(where: { $0.label == "Due" })?.value == "2026-11-01 overdue")
        #expect(sut.rows.first(where: { $0.label == "Plate" })?.value == "PBX1234")
    }

    @Test func rows_sayThereIsNoDueDay_whenTheTaskHasNone() {
        let sut = makeSUT(TaskFactory.make(), isOverdue: false)

        #expect(sut.rows.first(where: { $0.label == "Due" })?.value == "no date")
    }

    private func makeSUT(_ task: TaskItem, isOverdue: Bool) -> TaskCard {
        TaskCard(
            task: task, isOverdue: isOverdue, messages: Messages(language: .english),
            timeZone: TaskFactory.ecuador)
    }
}
