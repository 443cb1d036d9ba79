import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What falls due, as to-dos a calendar app imports: due on their day, worded in the
/// person's language, each with a UID that stays the same from one export to the next.
struct DueCalendarTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)
    private static let item = DueItem(
        plate: Plate("PBX1234"), reason: .amountOwed(Money(cents: 87_416)),
        dueDate: TaskFactory.day(2026, 5, 31), isOverdue: false,
        fetchedAt: Date(timeIntervalSince1970: 1_795_953_600))

    @Test func calendar_writesATodoPerItem_dueOnItsDay_inThePersonsLanguage() throws {
        let text = DueCalendar.calendar(
            for: [Self.item], messages: Messages(language: .spanish), timeZone: .gmt,
            now: Self.now)

        let todo = try #require(try ICSReader(text).todos.first)
        #expect(todo["UID"]?.text == "due-sri-dues-pbx1234-2026-05-31@platefinder")
        #expect(todo["SUMMARY"]?.text == "Valores del SRI PBX1234")
        #expect(
            todo["DESCRIPTION"]?.text
                == "El SRI indica que se deben USD 874,16 para matricular.\n"
                + "Según la respuesta guardada el 2026-11-29 12:00.")
        #expect(todo["DUE"]?.value == "20260531")
        #expect(todo["CATEGORIES"]?.text == "PBX1234")
        #expect(todo["STATUS"]?.value == "NEEDS-ACTION")
    }

    @Test func uid_isTheSame_inEveryExport_andApartForEveryItem() {
        let other = DueItem(
            plate: Plate("PBX1234"), reason: .tintPermitExpiry, dueDate: Self.item.dueDate,
            isOverdue: false, fetchedAt: Self.now)

        #expect(DueCalendar.uid(of: Self.item) == DueCalendar.uid(of: Self.item))
        #expect(DueCalendar.uid(of: Self.item) != DueCalendar.uid(of: other))
    }

    @Test(arguments: [
        (DueReason.registrationPayment(DueSamples.event), "registration-payment"),
        (.registrationExpiry, "registration-expiry"), (.tintPermitExpiry, "tint-permit-expiry"),
        (.pendingFines(count: 2, total: Money(cents: 9_400)), "pending-fines"),
        (.pendingFinesNotRead(counted: 2, listed: nil), "pending-fines"),
        (.amountOwed(Money(cents: 100)), "sri-dues"),
    ])
    func uid_namesTheReasonPlateAndDay(reason: DueReason, word: String) {
        let item = DueItem(
            plate: Plate("PBX1234"), reason: reason, dueDate: TaskFactory.day(2026, 5, 31),
            isOverdue: false, fetchedAt: Self.now)

        #expect(DueCalendar.uid(of: item) == "due-\(word)-pbx1234-2026-05-31@platefinder")
    }
}
