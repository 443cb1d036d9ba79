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
    ])
    func title_namesKindAndPlate(language: Language, kind: RenewalReminderKind, expected: String) {
        #expect(makeSUT(language).title(for: kind, plate: Plate("PBX1234")) == expected)
    }

    @Test(arguments: [
        ("PBX1231", "February", "(1)"), ("PBX1235", "June", "(5)"), ("IB129C", "October", "(9)"),
        ("CD1230", "November", "(0)"),
    ])
    func note_namesMonthDigitAndFine_forRegistration(
        plate: String, month: String, digit: String
    )
        throws
    {
        let plate = Plate(plate)
        let due = try #require(
            RegistrationCalendar.registrationMonth(for: plate).flatMap {
                CalendarDate(year: 2027, month: $0, day: 1)
            })

        let note = makeSUT(.english).note(
            for: .registration, plate: plate, car: CarFactory.make(), registration: nil,
            dueDate: due)

        #expect(note.contains(plate.value))
        #expect(note.contains(" in \(month):"))
        #expect(note.contains("last digit \(digit)"))
        #expect(note.contains("USD 25 fine"))
        #expect(try TaskNote(note).value == note)
    }

    @Test(arguments: [
        (
            Language.english,
            "Pay the USD 874.16 the SRI says PCQ5129 owes to register: TASA SPPAT (2026 - 2026) "
                + "USD 874.16."
        ),
        (
            .spanish,
            "Pague los USD 874,16 que el SRI indica que PCQ5129 debe para matricular: TASA SPPAT "
                + "(2026 - 2026) USD 874,16."
        ),
    ])
    func note_namesTheTotalAndItsItems_forDues(language: Language, expected: String) {
        let note = makeSUT(language).note(
            for: .dues, plate: Plate("PCQ5129"), car: nil,
            registration: DuesFactory.registration(owedCents: 87_416),
            dueDate: TaskFactory.day(2027, 5, 1))

        #expect(note == expected)
    }

    @Test func note_isSpanish_forRegistration() {
        let note = makeSUT(.spanish).note(
            for: .registration, plate: Plate("PBX1234"), car: CarFactory.make(),
            registration: nil, dueDate: TaskFactory.day(2027, 5, 1))

        #expect(
            note
                == "Renueve la matrícula anual de PBX1234 en mayo: la ANT fija el mes según el "
                + "último dígito de la placa (4). No hacerlo cuesta una multa de USD 25.")
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

        let note = makeSUT(language).note(
            for: .tintPermit, plate: Plate("PBX1234"), car: car, registration: nil, dueDate: due)

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

        let reminders = try await sut(for: .complete(plate), car: car)

        #expect(reminders.created.map(\.reminder) == [.registration, .tintPermit])
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> ReminderWording {
        ReminderWording(language: language)
    }
}
