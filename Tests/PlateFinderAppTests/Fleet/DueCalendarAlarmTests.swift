import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What falls due reminds like a task: `due --ics` writes each item's two alarms, showing
/// its title in the person's language.
struct DueCalendarAlarmTests {
    @Test(arguments: [
        (Language.english, "SRI dues PBX1234"), (.spanish, "Valores del SRI PBX1234"),
    ])
    func calendar_givesEveryItemTwoAlarms_showingItsTitle(
        language: Language, title: String
    ) throws {
        let item = DueItem(
            plate: Plate("PBX1234"), reason: .amountOwed(Money(cents: 87_416)),
            dueDate: TaskFactory.day(2026, 5, 31), isOverdue: false,
            fetchedAt: Date(timeIntervalSince1970: 1_795_953_600))

        let text = DueCalendar.calendar(
            for: [item, item], messages: Messages(language: language), timeZone: .gmt,
            now: Date(timeIntervalSince1970: 1_796_000_000))

        let reader = try ICSReader(text)
        #expect(reader.tree?.children.map(\.name) == ["VTODO", "VTODO"])
        for alarms in reader.todoAlarms {
            #expect(alarms.map { $0.properties["TRIGGER"]?.value } == ["-PT15H", "PT9H"])
            #expect(alarms.map { $0.properties["ACTION"]?.value } == ["DISPLAY", "DISPLAY"])
            #expect(alarms.map { $0.properties["DESCRIPTION"]?.text } == [title, title])
        }
    }
}
