import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What stops the vehicle, as `due` says it: `check`'s title and sentence for the finding,
/// the SRI's text shown stripped of what could drive a terminal, and a calendar UID
/// without a day.
struct DueBlockerWordingTests {
    private static let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"

    @Test(arguments: [
        (
            DueReason.saleProhibited(notice), Language.english,
            "overdue  2026-05-31  Sale prohibited PBX1234 — The SRI's notice: \(notice) "
                + "(fetched 1 hour ago)"
        ),
        (
            .saleProhibited(notice), .spanish,
            "vencido  2026-05-31  Prohibición de venta PBX1234 — Aviso del SRI: \(notice) "
                + "(consultado hace 1 hora)"
        ),
        (
            .vehicleBlocked("BLOQUEADO"), .english,
            "overdue  2026-05-31  Vehicle blocked PBX1234 — The SRI holds the vehicle: BLOQUEADO "
                + "(fetched 1 hour ago)"
        ),
        (
            .vehicleBlocked("BLOQUEADO"), .spanish,
            "vencido  2026-05-31  Vehículo bloqueado PBX1234 — El SRI tiene retenido el "
                + "vehículo: BLOQUEADO (consultado hace 1 hora)"
        ),
    ])
    func line_saysWhatStopsTheVehicle_inCheckWords(
        reason: DueReason, language: Language, expected: String
    ) {
        let line = DueLine.line(
            for: DueSamples.item(reason), messages: Messages(language: language),
            now: DueSamples.now)

        #expect(line == expected)
    }

    @Test func detail_stripsControlCharacters_fromTheSRIsText() {
        let item = DueSamples.item(.saleProhibited("PROHIBICIÓN\u{1B}[2J DE ENAJENAR\u{7}"))

        let detail = Messages(language: .english).dueDetail(item)

        #expect(detail == "The SRI's notice: PROHIBICIÓN DE ENAJENAR")
    }

    @Test(arguments: [
        (DueReason.saleProhibited(notice), "sale-prohibited"),
        (.vehicleBlocked("BLOQUEADO"), "vehicle-blocked"),
    ])
    func uid_leavesTheDayOut_forWhatStopsTheVehicle(reason: DueReason, word: String) {
        let monday = DueSamples.item(reason)
        let tuesday = DueItem(
            plate: monday.plate, reason: reason, dueDate: TaskFactory.day(2026, 6, 1),
            isOverdue: true, fetchedAt: monday.fetchedAt + 86_400)

        #expect(DueCalendar.uid(of: monday) == "due-\(word)-pbx1234@platefinder")
        #expect(DueCalendar.uid(of: tuesday) == DueCalendar.uid(of: monday))
    }

    @Test func calendar_givesASecondNoticeOfTheSameKind_aTodoOfItsOwn() throws {
        let items = [
            DueSamples.item(.saleProhibited(Self.notice)),
            DueSamples.item(.saleProhibited("VEHÍCULO CON GRAVAMEN")),
        ]

        let text = DueCalendar.calendar(
            for: items, messages: Messages(language: .english), timeZone: .gmt,
            now: DueSamples.now)

        let todos = try ICSReader(text).todos
        #expect(
            todos.map { $0["UID"]?.text } == [
                "due-sale-prohibited-pbx1234@platefinder",
                "due-sale-prohibited-pbx1234-2@platefinder",
            ])
        #expect(todos.first?["SUMMARY"]?.text == "Sale prohibited PBX1234")
        #expect(
            todos.first?["DESCRIPTION"]?.text
                == "The SRI's notice: \(Self.notice)\nFrom the answer saved on 2026-11-29 23:53.")
    }
}
