import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct ReminderWordingTests {
    /// The longest plate of every format: cars have 7 characters, bikes and special 6.
    static let longestPlates = ["PBX1234", "ZZZ9990", "IB123C", "WW999Z", "CD1234", "OI9999"]

    @Test(arguments: longestPlates, Language.allCases)
    func title_fitsTaskTitleRule_forEveryKindAndFormat(plate: String, language: Language) throws {
        let sut = makeSUT(language)

        for kind in RenewalReminderKind.allCases {
            let title = sut.title(for: kind, plate: Plate(plate))
            #expect(title.count <= TaskTitle.maximumLength, "\(title)")
            #expect(title.contains(plate))
            #expect(try TaskTitle(title).value == title)
        }
    }

    @Test(arguments: [
        (Language.english, RenewalReminderKind.registration, "Registration PBX1234"),
        (.english, .tintPermit, "Tint permit PBX1234"),
        (.spanish, .registration, "Matrícula PBX1234"),
        (.spanish, .tintPermit, "Polarizado PBX1234"),
        (.english, .dues, "SRI dues PBX1234"),
        (.spanish, .dues, "Deuda SRI PBX1234"),
        (.english, .fines, "Fines PBX1234"),
        (.spanish, .fines, "Multas PBX1234"),
    ])
    func title_namesKindAndPlate(language: Language, kind: RenewalReminderKind, expected: String) {
        #expect(makeSUT(language).title(for: kind, plate: Plate("PBX1234")) == expected)
    }

    @Test(arguments: [
        ("PBX1231", "February", "(1)", "2027-02-28"), ("PBX1235", "June", "(5)", "2027-06-30"),
        ("IB129C", "October", "(9)", "2027-10-31"), ("CD1230", "November", "(0)", "2026-11-30"),
    ])
    func note_namesMonthDeadlineDigitAndFine_forRegistration(
        plate: String, month: String, digit: String, deadline: String
    ) throws {
        let facts = VehicleReports.report(plate, ant: VehicleReports.asked(CarFactory.make()))
            .facts
        let event = try #require(facts.registration)

        let note = makeSUT(.english).note(
            for: .registration, plate: Plate(plate), facts: facts, dueDate: event.firstDay)

        #expect(note.contains(plate))
        #expect(note.contains(" in \(month), by \(deadline):"))
        #expect(note.contains("last digit \(digit)"))
        #expect(note.contains("USD 25 fine"))
        #expect(try TaskNote(note).value == note)
    }

    @Test(arguments: [
        (
            Language.english,
            "The annual registration of PBX1234 is late since May 2026: its deadline was "
                + "2026-05-31, and the USD 25 fine applies. Pay it now. The SRI says USD 874.16 "
                + "is owed to register."
        ),
        (
            .spanish,
            "La matrícula anual de PBX1234 está atrasada desde mayo de 2026: su fecha límite "
                + "fue el 2026-05-31 y aplica la multa de USD 25. Páguela ya. El SRI indica que "
                + "se deben USD 874,16 para matricular."
        ),
    ])
    func note_saysSinceWhenItIsLate_andTheSRIsAmount(language: Language, expected: String) {
        let facts = VehicleReports.report(sri: VehicleReports.asked(VehicleReports.registration))
            .facts

        let note = makeSUT(language).note(
            for: .registration, plate: Plate("PBX1234"), facts: facts,
            dueDate: VehicleReports.today)

        #expect(note == expected)
    }

    @Test func note_leavesTheSRIsAmountOut_whenTheRegistrationIsPaidUp() {
        let registration = DuesFactory.registration(
            plate: "PBX1234", lastPaidYear: 2026, owedCents: 2_674)
        let facts = VehicleReports.report(sri: VehicleReports.asked(registration)).facts

        let note = makeSUT(.english).note(
            for: .registration, plate: Plate("PBX1234"), facts: facts,
            dueDate: TaskFactory.day(2027, 5, 1))

        #expect(note.hasPrefix("Renew the annual registration of PBX1234 in May, by 2027-05-31"))
        #expect(!note.contains("SRI"))
    }

    @Test(arguments: Language.allCases)
    func note_ofAnEarlierDuesReminder_isTheRegistrations(language: Language) {
        let facts = VehicleReports.report(sri: VehicleReports.asked(VehicleReports.registration))
            .facts
        let sut = makeSUT(language)

        #expect(
            sut.note(
                for: .dues, plate: Plate("PBX1234"), facts: facts, dueDate: VehicleReports.today)
                == sut.note(
                    for: .registration, plate: Plate("PBX1234"), facts: facts,
                    dueDate: VehicleReports.today))
    }

    @Test func note_isSpanish_forRegistration() {
        let facts = VehicleReports.report(ant: VehicleReports.asked(VehicleReports.car)).facts

        let note = makeSUT(.spanish).note(
            for: .registration, plate: Plate("PBX1234"), facts: facts,
            dueDate: TaskFactory.day(2027, 5, 1))

        #expect(
            note
                == "Renueve la matrícula anual de PBX1234 en mayo, hasta el 2027-05-31: la ANT "
                + "fija el mes según el último dígito de la placa (4). No hacerlo cuesta una "
                + "multa de USD 25.")
    }

    @Test(arguments: [
        (
            Language.english, "31-12-2027", TaskFactory.day(2027, 12, 31),
            "The tint permit of PBX1234 expires on 2027-12-31; renew it by then to keep the "
                + "tinted windows legal."
        ),
        (
            .english, "31-01-2026", TaskFactory.day(2026, 11, 29),
            "The tint permit of PBX1234 expired on 2026-01-31; renew it now to keep the tinted "
                + "windows legal."
        ),
        (
            .spanish, "31-12-2027", TaskFactory.day(2027, 12, 31),
            "El permiso de polarizado de PBX1234 caduca el 2027-12-31; renuévelo antes para "
                + "mantener los vidrios polarizados en regla."
        ),
        (
            .spanish, "31-01-2026", TaskFactory.day(2026, 11, 29),
            "El permiso de polarizado de PBX1234 caducó el 2026-01-31; renuévelo ya para "
                + "mantener los vidrios polarizados en regla."
        ),
    ])
    func note_namesExpiry_andWhetherItPassed_forTintPermit(
        language: Language, expiry: String, due: CalendarDate, expected: String
    ) {
        let car = CarFactory.make(tint: "PERMISO 123", tintExpirationDate: expiry)
        let facts = VehicleReports.report(ant: VehicleReports.asked(car)).facts

        let note = makeSUT(language).note(
            for: .tintPermit, plate: Plate("PBX1234"), facts: facts, dueDate: due)

        #expect(note == expected)
    }

    @Test(arguments: longestPlates, Language.allCases)
    func createRenewalReminders_acceptsWording_forEveryFormat(
        plate: String, language: Language
    ) async throws {
        let car = CarFactory.make(plate: plate, tint: "PERMISO", tintExpirationDate: "31-12-2027")
        let sut = CreateRenewalReminders(
            repository: InMemoryTaskRepository(), clock: TaskFactory.clock(),
            wording: makeSUT(language))

        let reminders = try await sut(
            for: VehicleReports.report(plate, ant: VehicleReports.asked(car)))

        #expect(reminders.created.map(\.reminder) == [.registration, .tintPermit])
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> ReminderWording {
        ReminderWording(language: language)
    }
}
