import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A plate with pending fines on the grid gets one reminder to pay them, dated today, that
/// reminding again refreshes instead of repeating.
struct FinesReminderTests {
    /// 2026-11-29 in Ecuador, the day `TaskFactory.clock()` gives.
    private static let today = TaskFactory.day(2026, 11, 29)
    private static let twoFines = [
        FinesFactory.fine(citation: "A1", totalCents: 5_170),
        FinesFactory.fine(citation: "A2", totalCents: 2_350),
    ]

    @Test func plan_addsAFinesReminderDatedToday_whenTheGridListsPendingFines() {
        let plan = RenewalReminderPlanner.plan(
            for: report(fines: .answered(pending(Self.twoFines), Self.origin)).facts,
            today: Self.today)

        #expect(plan.map(\.kind) == [.registration, .fines])
        #expect(plan.last?.dueDate == Self.today)
    }

    @Test(arguments: [
        ReportPart<FinesReport>.answered(
            FinesFactory.report(plate: "PBX1234", fines: []), origin),
        .answered(FinesFactory.unreadReport(plate: "PBX1234"), origin),
        .notAsked,
    ])
    func plan_addsNoFinesReminder_withoutPendingFinesTheGridListed(
        fines: ReportPart<FinesReport>
    ) {
        let plan = RenewalReminderPlanner.plan(
            for: report(fines: fines).facts, today: Self.today)

        #expect(plan.map(\.kind) == [.registration])
    }

    @Test func create_makesOneFinesReminder_withTheCountAndTotalInItsNote() async throws {
        let (sut, repository) = makeSUT()

        let reminders = try await sut(
            for: report(fines: .answered(pending(Self.twoFines), Self.origin)))

        let fines = try #require(reminders.created.first { $0.reminder == .fines })
        #expect(fines.title.value == "Fines PBX1234")
        #expect(fines.note.value == "fines for PBX1234 due 2026-11-29 2 fines 75.20")
        #expect(fines.dueDate?.day == Self.today)
        #expect(fines.plate == Plate("PBX1234"))
        #expect(await repository.storedTasks.count == 2)
    }

    @Test func create_updatesThePendingFinesReminder_insteadOfAddingASecond() async throws {
        let (sut, repository) = makeSUT()
        let first = try await sut(
            for: report(fines: .answered(pending(Self.twoFines), Self.origin)))
        let original = try #require(first.created.first { $0.reminder == .fines })

        let again = try await sut(
            for: report(fines: .answered(pending([FinesFactory.fine()]), Self.origin)))

        #expect(again.created.isEmpty)
        let refreshed = try #require(again.existing.first { $0.reminder == .fines })
        #expect(refreshed.id == original.id)
        #expect(refreshed.note.value == "fines for PBX1234 due 2026-11-29 1 fines 51.70")
        let stored = await repository.storedTasks.filter { $0.reminder == .fines }
        #expect(stored.map(\.id) == [original.id])
        #expect(stored.map(\.note) == [refreshed.note])
    }

    @Test func create_makesANewFinesReminder_onceTheLastOneIsDone() async throws {
        let (sut, repository) = makeSUT()
        let first = try await sut(
            for: report(fines: .answered(pending(Self.twoFines), Self.origin)))
        let paid = try #require(first.created.first { $0.reminder == .fines })
        _ = try await repository.update(paid.id) { $0.toggleDone(clock: TaskFactory.clock()) }

        let again = try await sut(
            for: report(fines: .answered(pending(Self.twoFines), Self.origin)))

        #expect(again.created.map(\.reminder) == [.fines])
        #expect(again.created.first?.id != paid.id)
        let stored = await repository.storedTasks.filter { $0.reminder == .fines }
        #expect(stored.count == 2)
        #expect(stored.first { $0.id == paid.id }?.isDone == true)
    }

    // MARK: - Helpers

    private static let origin = AnswerOrigin.asked(at: TaskFactory.noon)

    private func pending(_ fines: [TrafficFine]) -> FinesReport {
        FinesFactory.report(plate: "PBX1234", fines: fines)
    }

    private func report(fines: ReportPart<FinesReport>) -> VehicleReport {
        VehicleReport(
            plate: .complete("PBX1234"),
            ant: .answered(CarFactory.make(plate: "PBX1234"), Self.origin), fines: fines,
            today: Self.today)
    }

    private func makeSUT() -> (sut: CreateRenewalReminders, repository: InMemoryTaskRepository) {
        let repository = InMemoryTaskRepository()
        let sut = CreateRenewalReminders(
            repository: repository, clock: TaskFactory.clock(), wording: ReminderWordingStub())
        return (sut, repository)
    }
}
