import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct RenewalReminderTests {
    @Test(arguments: [
        // (plate, today, expected registration due)
        ("PBX1234", (2026, 1, 15), (2026, 5, 1)),
        ("PBX1234", (2026, 5, 1), (2026, 5, 1)),
        ("PBX1234", (2026, 5, 2), (2027, 5, 1)),
        ("PBX1230", (2026, 11, 29), (2027, 11, 1)),
        ("PBX1239", (2026, 9, 30), (2026, 10, 1)),
        ("AB121A", (2026, 12, 31), (2027, 2, 1)),
    ])
    func plan_duesRegistrationOnTheNextFirstDayOfThePlatesMonth(
        plate: String, today: (Int, Int, Int), due: (Int, Int, Int)
    ) {
        let plan = RenewalReminderPlanner.plan(
            for: Plate(plate), car: CarFactory.make(plate: plate),
            today: TaskFactory.day(today.0, today.1, today.2))
        #expect(plan.map(\.kind) == [.registration])
        #expect(plan.first?.dueDate == TaskFactory.day(due.0, due.1, due.2))
    }

    @Test(arguments: [
        ("15-03-2027", (2027, 3, 15)), ("01-01-2026", (2026, 11, 29)),
        ("29-11-2026", (2026, 11, 29)),
    ])
    func plan_duesTintPermitOnItsExpiryOrTodayWhenExpired(
        expiry: String, due: (Int, Int, Int)
    ) {
        let plan = RenewalReminderPlanner.plan(
            for: Plate("PBX1234"), car: carWithTint(expiry: expiry),
            today: TaskFactory.day(2026, 11, 29))
        #expect(plan.map(\.kind) == [.registration, .tintPermit])
        #expect(plan.last?.dueDate == TaskFactory.day(due.0, due.1, due.2))
    }

    @Test
    func create_makesLinkedRemindersOnce() async throws {
        let (sut, repository) = makeSUT()
        let car = carWithTint(expiry: "15-03-2027")

        let first = try await sut(for: .complete("PBX1234"), car: car)
        let second = try await sut(for: .complete("pbx-1234"), car: car)

        #expect(first.created.count == 2)
        #expect(first.existing.isEmpty)
        #expect(second.created.isEmpty)
        #expect(second.existing.map(\.id) == first.created.map(\.id))
        let stored = await repository.storedTasks
        #expect(stored.count == 2)
        #expect(stored.allSatisfy { $0.plate == Plate("PBX1234") && !$0.isDone })
        #expect(stored.map(\.title.value) == ["Tint PBX1234", "Registration PBX1234"])
        #expect(
            stored.map(\.note.value) == [
                "tint for PBX1234 due 2027-03-15", "registration for PBX1234 due 2027-05-01",
            ])
        #expect(stored.map(\.reminder) == [.tintPermit, .registration])
    }

    @Test
    func create_findsADoneReminder_dueTheSameDay() async throws {
        let (sut, repository) = makeSUT()
        let car = CarFactory.make(plate: "PBX1234")
        let first = try await sut(for: .complete("PBX1234"), car: car)
        let done = try #require(first.created.first)
        _ = try await repository.update(done.id) { $0.toggleDone(clock: TaskFactory.clock()) }

        let again = try await sut(for: .complete("PBX1234"), car: car)

        #expect(again.created.isEmpty)
        #expect(again.existing.map(\.id) == [done.id])
        #expect(await repository.storedTasks.count == 1)
    }

    @Test
    func create_makesANewReminder_whenTheDoneOneWasForAnotherDay() async throws {
        let repository = InMemoryTaskRepository()
        let car = CarFactory.make(plate: "PBX1234")
        let january = TaskFactory.clock(at: Date(timeIntervalSince1970: 1_768_478_400))
        let june = TaskFactory.clock(at: Date(timeIntervalSince1970: 1_781_524_800))
        let first = try await CreateRenewalReminders(
            repository: repository, clock: january, wording: ReminderWordingStub()
        )(for: .complete("PBX1234"), car: car)
        let done = try #require(first.created.first)
        _ = try await repository.update(done.id) { $0.toggleDone(clock: january) }

        let again = try await CreateRenewalReminders(
            repository: repository, clock: june, wording: ReminderWordingStub()
        )(for: .complete("PBX1234"), car: car)

        #expect(done.dueDate?.day == TaskFactory.day(2026, 5, 1))
        #expect(again.created.map(\.dueDate?.day) == [TaskFactory.day(2027, 5, 1)])
        #expect(again.existing.isEmpty)
    }

    @Test(arguments: [
        // (today, last paid year, expected dues reminder day): PBX1234 registers in May.
        ((2026, 1, 15), 2025, (2026, 5, 1)), ((2026, 5, 10), 2025, (2026, 5, 10)),
        ((2026, 6, 10), 2025, (2026, 6, 10)), ((2026, 3, 1), 2023, (2026, 3, 1)),
    ])
    func plan_duesPayingWhatIsOwed_inThePlatesMonthOrTodayWhenDueOrLate(
        today: (Int, Int, Int), lastPaid: Int, due: (Int, Int, Int)
    ) {
        let registration = DuesFactory.registration(plate: "PBX1234", lastPaidYear: lastPaid)

        let plan = RenewalReminderPlanner.plan(
            for: Plate("PBX1234"), car: nil, registration: registration,
            today: TaskFactory.day(today.0, today.1, today.2))

        #expect(plan.map(\.kind) == [.registration, .dues])
        #expect(plan.last?.dueDate == TaskFactory.day(due.0, due.1, due.2))
    }

    @Test func plan_addsNoDuesReminder_whenNothingIsOwed() {
        let registration = DuesFactory.registration(plate: "PBX1234", owedCents: 0)

        let plan = RenewalReminderPlanner.plan(
            for: Plate("PBX1234"), car: nil, registration: registration,
            today: TaskFactory.day(2026, 1, 15))

        #expect(plan.map(\.kind) == [.registration])
    }

    @Test func create_addsTheDuesReminder_onceWithTheAmountInItsNote() async throws {
        let (sut, repository) = makeSUT()
        let registration = DuesFactory.registration(plate: "PBX1234", owedCents: 87_416)

        let first = try await sut(for: .complete("PBX1234"), car: nil, registration: registration)
        let second = try await sut(for: .complete("PBX1234"), car: nil, registration: registration)

        #expect(first.created.map(\.reminder) == [.registration, .dues])
        #expect(first.created.last?.note.value.hasSuffix("owing 874.16") == true)
        #expect(second.created.isEmpty)
        #expect(await repository.storedTasks.count == 2)
    }

    @Test
    func create_refusesTitlesTooLong() async {
        let (verbose, _) = makeSUT(
            wording: ReminderWordingStub(titlePrefix: "A very long reminder for"))
        await #expect(throws: TaskError.validation(.titleTooLong(maximum: 20))) {
            try await verbose(for: .complete("PBX1234"), car: CarFactory.make())
        }
    }

    private func carWithTint(expiry: String) -> Car {
        let base = CarFactory.make(plate: "PBX1234")
        return Car(
            plate: base.plate, manufacturer: base.manufacturer, colorName: base.colorName,
            registrationYear: base.registrationYear, model: base.model, segment: base.segment,
            registrationDate: base.registrationDate, year: base.year, service: base.service,
            expirationDate: base.expirationDate, tint: "POLARIZADO 35%",
            tintExpirationDate: expiry, fines: base.fines)
    }

    private func makeSUT(
        wording: ReminderWordingStub = ReminderWordingStub()
    )
        -> (sut: CreateRenewalReminders, repository: InMemoryTaskRepository)
    {
        let repository = InMemoryTaskRepository()
        let sut = CreateRenewalReminders(
            repository: repository, clock: TaskFactory.clock(), wording: wording)
        return (sut, repository)
    }
}
