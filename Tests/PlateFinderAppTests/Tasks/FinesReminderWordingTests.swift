import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines reminder's note says how many fines are pending and their total, as `find`
/// shows them, in the person's language.
struct FinesReminderWordingTests {
    @Test(arguments: [
        (
            Language.english,
            "PBX1234 has 2 pending traffic fines, USD 95.40 in all; pay them so they do not "
                + "hold up the registration."
        ),
        (
            .spanish,
            "PBX1234 tiene 2 multas de tránsito pendientes, USD 95,40 en total; páguelas para "
                + "que no detengan la matrícula."
        ),
    ])
    func note_namesCountAndTotal_ofThePendingFines(language: Language, expected: String) throws {
        let note = makeSUT(language, fines: VehicleReports.fines)

        #expect(note == expected)
        #expect(try TaskNote(note).value == note)
    }

    @Test(arguments: [
        (Language.english, "PBX1234 has 1 pending traffic fine, USD 51.70 in all; pay it"),
        (.spanish, "PBX1234 tiene 1 multa de tránsito pendiente, USD 51,70 en total; páguela"),
    ])
    func note_speaksOfOneFine_whenOneIsPending(language: Language, start: String) {
        let one = FinesFactory.report(plate: "PBX1234", fines: [FinesFactory.fine()])

        #expect(makeSUT(language, fines: one).hasPrefix(start))
    }

    @Test(arguments: Language.allCases)
    func note_isEmpty_whenTheGridListedNoFines(language: Language) {
        let unread = FinesFactory.unreadReport(plate: "PBX1234")

        #expect(makeSUT(language, fines: unread).isEmpty)
    }

    private func makeSUT(_ language: Language, fines: FinesReport) -> String {
        let facts = VehicleReports.report(
            "PBX1234", ant: VehicleReports.asked(CarFactory.make()),
            fines: VehicleReports.asked(fines)
        ).facts
        return ReminderWording(language: language).note(
            for: .fines, plate: Plate("PBX1234"), facts: facts,
            dueDate: TaskFactory.day(2026, 11, 29))
    }
}
