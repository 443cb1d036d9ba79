import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct RenewalReminderTests {
    /// 2026-11-29 in Ecuador, the day `TaskFactory.clock()` gives.
    private static let today = TaskFactory.day(2026, 11, 29)

    /// Without the SRI, the payment is this year's while its deadline is ahead, so a plate
    /// still in its month is reminded today, not a year on.
    @Test(arguments: [
        // (plate, today, expected registration due)
        ("PBX1234", (2026, 1, 15), (2026, 5, 1)),
        ("PBX1234", (2026, 5, 1), (2026, 5, 1)),
        ("PBX1234", (2026, 5, 2), (2026, 5, 2)),
        ("PBX1234", (2026, 6, 1), (2027, 5, 1)),
        ("PBX1230", (2026, 11, 29), (2026, 11, 29)),
        ("PBX1239", (2026, 9, 30), (2026, 10, 1)),
        ("AB121A", (2026, 12, 31), (2027, 2, 1)),
    ])
    func plan_duesRegistrationOnTheFirstDayOfThePaymentsMonth_orTodayOnceItHasCome(
        plate: String, today: (Int, Int, Int), due: (Int, Int, Int)
    ) {
        let day = TaskFactory.day(today.0, today.1, today.2)

        let plan = RenewalReminderPlanner.plan(
            for: report(plate, car: CarFactory.make(plate: plate), today: day).facts, today: day)

        #expect(plan.map(\.kind) == [.registration])
        #expect(plan.first?.dueDate == TaskFactory.day(due.0, due.1, due.2))
    }

    /// PBX1232 registers in March: unpaid for 2026, it has been late since March 2026, so
    /// its reminder is today's, not next March's.
    @Test(arguments: [
        (2025, (2026, 1, 15), (2026, 3, 1)), (2025, (2026, 11, 29), (2026, 11, 29)),
        (2023, (2026, 1, 15), (2026, 1, 15)), (2026, (2026, 11, 29), (2027, 3, 1)),
    ])
    func plan_duesTheSRIsPayment_onItsFirstDay_orTodayWhenDueOrLate(
        lastPaid: Int, today: (Int, Int, Int), due: (Int, Int, Int)
    ) {
        let day = TaskFactory.day(today.0, today.1, today.2)
        let registration = DuesFactory.registration(plate: "PBX1232", lastPaidYear: lastPaid)

        let plan = RenewalReminderPlanner.plan(
            for: report("PBX1232", registration: registration, today: day).facts, today: day)

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
        let car = CarFactory.make(
            plate: "PBX1234", tint: "POLARIZADO 35%", tintExpirationDate: expiry)

        let plan = RenewalReminderPlanner.plan(
            for: report("PBX1234", car: car).facts, today: Self.today)

        #expect(plan.map(\.kind) == [.registration, .tintPermit])
        #expect(plan.last?.dueDate == TaskFactory.day(due.0, due.1, due.2))
    }

    @Test func plan_addsNoDuesReminder_whateverTheSRISaysIsOwed() {
        let registration = DuesFactory.registration(plate: "PBX1234", owedCents: 87_416)

        let plan = RenewalReminderPlanner.plan(
            for: report("PBX1234", registration: registration).facts, today: Self.today)

        #expect(plan.map(\.kind) == [.registration])
    }

    @Test
    func create_makesLinkedRemindersOnce() async throws {
        let (sut, repository) = makeSUT()
        let tinted = report("PBX1234", car: carWithTint(expiry: "15-03-2027"))

        let first = try await sut(for: tinted)
        let second = try await sut(for: report("PBX1234", car: carWithTint(expiry: "15-03-2027")))

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
                "tint for PBX1234 due 2027-03-15",
                "registration for PBX1234 due 2027-05-01 by 2027-05-31",
            ])
        #expect(stored.map(\.reminder) == [.tintPermit, .registration])
    }

    @Test
    func create_findsADoneReminder_dueTheSameDay() async throws {
        let (sut, repository) = makeSUT()
        let first = try await sut(for: report("PBX1234", car: CarFactory.make(plate: "PBX1234")))
        let done = try #require(first.created.first)
        _ = try await repository.update(done.id) { $0.toggleDone(clock: TaskFactory.clock()) }

        let again = try await sut(for: report("PBX1234", car: CarFactory.make(plate: "PBX1234")))

        #expect(again.created.isEmpty)
        #expect(again.existing.map(\.id) == [done.id])
        #expect(await repository.storedTasks.count == 1)
    }

    /// PBX1232, unpaid for 2026, is late since March: a reminder done on 29 November is
    /// the same payment's on 5 December, though that day's reminder would be dated then.
    @Test
    func create_keepsADoneReminder_ofTheSameLatePayment_onALaterDay() async throws {
        let repository = InMemoryTaskRepository()
        let registration = DuesFactory.registration(plate: "PBX1232", lastPaidYear: 2025)
        let november = TaskFactory.clock()
        let december = TaskFactory.clock(at: TaskFactory.noon + 6 * 86_400)
        let first = try await CreateRenewalReminders(
            repository: repository, clock: november, wording: ReminderWordingStub()
        )(for: report("PBX1232", registration: registration))
        let done = try #require(first.created.first)
        _ = try await repository.update(done.id) { $0.toggleDone(clock: november) }

        let again = try await CreateRenewalReminders(
            repository: repository, clock: december, wording: ReminderWordingStub()
        )(for: report("PBX1232", registration: registration, today: december.today()))

        #expect(done.dueDate?.day == Self.today)
        #expect(again.created.isEmpty)
        #expect(again.existing.map(\.id) == [done.id])
    }

    @Test
    func create_makesNextYearsReminder_whenTheDoneOneWasForThisYears() async throws {
        let repository = InMemoryTaskRepository()
        let car = CarFactory.make(plate: "PBX1234")
        let january = TaskFactory.clock(at: Date(timeIntervalSince1970: 1_768_478_400))
        let june = TaskFactory.clock(at: Date(timeIntervalSince1970: 1_781_524_800))
        let first = try await CreateRenewalReminders(
            repository: repository, clock: january, wording: ReminderWordingStub()
        )(for: report("PBX1234", car: car, today: january.today()))
        let done = try #require(first.created.first)
        _ = try await repository.update(done.id) { $0.toggleDone(clock: january) }

        let again = try await CreateRenewalReminders(
            repository: repository, clock: june, wording: ReminderWordingStub()
        )(for: report("PBX1234", car: car, today: june.today()))

        #expect(done.dueDate?.day == TaskFactory.day(2026, 5, 1))
        #expect(again.created.map(\.dueDate?.day) == [TaskFactory.day(2027, 5, 1)])
        #expect(again.existing.isEmpty)
    }

    @Test func create_putsWhatTheSRISaysIsOwed_inTheRegistrationsNote_withoutADuesReminder()
        async throws
    {
        let (sut, repository) = makeSUT()
        let registration = DuesFactory.registration(plate: "PBX1234", owedCents: 87_416)

        let first = try await sut(for: report("PBX1234", registration: registration))
        let second = try await sut(for: report("PBX1234", registration: registration))

        #expect(first.created.map(\.reminder) == [.registration])
        #expect(first.created.first?.note.value.hasSuffix("owing 874.16") == true)
        #expect(second.created.isEmpty)
        #expect(await repository.storedTasks.count == 1)
    }

    @Test func create_countsAPendingDuesReminder_asTheRegistrations() async throws {
        let dues = TaskFactory.make(
            title: "Dues PBX1234", due: TaskFactory.day(2026, 5, 1), plate: Plate("PBX1234"),
            reminder: .dues)
        let repository = InMemoryTaskRepository(tasks: [dues])
        let sut = CreateRenewalReminders(
            repository: repository, clock: TaskFactory.clock(), wording: ReminderWordingStub())

        let result = try await sut(
            for: report("PBX1234", registration: DuesFactory.registration(plate: "PBX1234")))

        #expect(result.created.isEmpty)
        #expect(result.existing == [dues])
        #expect(await repository.storedTasks == [dues])
    }

    @Test func create_makesANewTintReminder_whenTheDoneOneWasForAnotherExpiry() async throws {
        let (sut, repository) = makeSUT()
        let first = try await sut(for: report("PBX1234", car: carWithTint(expiry: "15-03-2027")))
        let tint = try #require(first.created.first { $0.reminder == .tintPermit })
        _ = try await repository.update(tint.id) { $0.toggleDone(clock: TaskFactory.clock()) }

        let same = try await sut(for: report("PBX1234", car: carWithTint(expiry: "15-03-2027")))
        let renewed = try await sut(for: report("PBX1234", car: carWithTint(expiry: "15-03-2028")))

        #expect(same.created.isEmpty)
        #expect(renewed.created.map(\.dueDate?.day) == [TaskFactory.day(2028, 3, 15)])
    }

    @Test
    func create_refusesTitlesTooLong() async {
        let (verbose, _) = makeSUT(
            wording: ReminderWordingStub(titlePrefix: "A very long reminder for"))
        await #expect(throws: TaskError.validation(.titleTooLong(maximum: 20))) {
            try await verbose(for: report("PBX1234", car: CarFactory.make()))
        }
    }

    // MARK: - Helpers

    private func report(
        _ plate: String, car: Car? = nil, registration: SRIRegistration? = nil,
        today: CalendarDate = today
    ) -> VehicleReport {
        let origin = AnswerOrigin.asked(at: TaskFactory.noon)
        return VehicleReport(
            plate: .complete(plate), ant: car.map { .answered($0, origin) } ?? .notAsked,
            sri: registration.map { .answered($0, origin) } ?? .notAsked, today: today)
    }

    private func carWithTint(expiry: String) -> Car {
        CarFactory.make(plate: "PBX1234", tint: "POLARIZADO 35%", tintExpirationDate: expiry)
    }

    private func makeSUT(
        wording: ReminderWordingStub = ReminderWordingStub()
    ) -> (sut: CreateRenewalReminders, repository: InMemoryTaskRepository) {
        let repository = InMemoryTaskRepository()
        let sut = CreateRenewalReminders(
            repository: repository, clock: TaskFactory.clock(), wording: wording)
        return (sut, repository)
    }
}
