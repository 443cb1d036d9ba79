import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct RenewalRemindersViewModelTests {
    private static let plate = LookupPlate.complete("PBX1234")
    private static let car: Car = {
        let base = CarFactory.make(plate: "PBX1234")
        return Car(
            plate: base.plate, manufacturer: base.manufacturer, colorName: base.colorName,
            registrationYear: base.registrationYear, model: base.model, segment: base.segment,
            registrationDate: base.registrationDate, year: base.year, service: base.service,
            expirationDate: base.expirationDate, tint: "POLARIZADO 35%",
            tintExpirationDate: "15-03-2027", fines: base.fines)
    }()
    /// The report the card shows: the ANT's vehicle, fetched at the clock's noon.
    private static let report = VehicleReport(
        plate: plate, ant: .answered(car, .asked(at: TaskFactory.noon)),
        today: TaskFactory.day(2026, 11, 29))

    @Test
    func create_goesFromIdleThroughLoadingToTheRemindersCreated() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let repository = ControllableTaskRepository(memory: memory, holding: [.create])
            let (sut, _) = makeSUT(repository, tracker: tracker)
            var states = [sut.state]

            let create = Task { await sut.create(for: Self.report) }
            await repository.waitForHeldCalls(1)
            states.append(sut.state)
            repository.release(.create)
            await repository.waitForHeldCalls(2)
            repository.release(.create)
            await create.value
            states.append(sut.state)

            let stored = await memory.storedTasks
            #expect(states.map(\.isLoading) == [false, true, false])
            #expect(states.first == .idle)
            #expect(sut.plate == Self.plate)
            #expect(sut.state.value?.createdCount == 2)
            #expect(sut.state.value?.existingCount == 0)
            #expect(Set(sut.state.value?.created.map(\.id) ?? []) == Set(stored.map(\.id)))
            #expect(stored.map(\.title.value) == ["Tint PBX1234", "Registration PBX1234"])
        }
    }

    @Test
    func create_findsTheExistingReminders_whenAskedAgain() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let (sut, _) = makeSUT(memory, tracker: tracker)
            await sut.create(for: Self.report)
            let first = sut.state.value?.created ?? []

            await sut.create(
                for: VehicleReport(
                    plate: .complete("pbx-1234"), ant: Self.report.ant, today: Self.report.today))

            #expect(sut.state == .loaded(RenewalReminders(created: [], existing: first)))
            #expect(sut.state.value?.createdCount == 0)
            #expect(sut.state.value?.existingCount == 2)
            #expect(await memory.storedTasks.count == 2)
        }
    }

    @Test
    func create_isIgnored_whileARequestIsInFlight() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let repository = ControllableTaskRepository(memory: memory, holding: [.create])
            let (sut, _) = makeSUT(repository, tracker: tracker)

            let first = Task { await sut.create(for: Self.report) }
            await repository.waitForHeldCalls(1)
            await sut.create(for: Self.report)
            repository.release(.create)
            await repository.waitForHeldCalls(2)
            repository.release(.create)
            await first.value

            #expect(sut.state.value?.createdCount == 2)
            #expect(await memory.storedTasks.count == 2)
        }
    }

    @Test
    func create_reportsAStorageInterruptionWhoseRetryCreates() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let (sut, errorHandler) = makeSUT(memory, tracker: tracker)
            await memory.fail(with: .busy)

            await sut.create(for: Self.report)

            #expect(sut.state == .failed(.interruption(.storage(.busy))))
            #expect(errorHandler.current == .storage(.busy))

            await memory.fail(with: nil)
            await errorHandler.retry()

            #expect(sut.state.value?.createdCount == 2)
        }
    }

    @Test
    func reset_forgetsTheOutcome_andDropsTheRequestInFlight() async {
        await withLeakTrackingOnMainActor { tracker in
            let memory = InMemoryTaskRepository()
            let repository = ControllableTaskRepository(memory: memory, holding: [.create])
            let (sut, _) = makeSUT(repository, tracker: tracker)

            let create = Task { await sut.create(for: Self.report) }
            await repository.waitForHeldCalls(1)
            sut.reset()
            repository.release(.create)
            await repository.waitForHeldCalls(2)
            repository.release(.create)
            await create.value

            #expect(sut.plate == nil)
            #expect(sut.state == .idle)
            #expect(await memory.storedTasks.count == 2)
        }
    }

    @Test
    func create_datesTheRegistrationByTheReportsSRIAnswer() async throws {
        try await withLeakTrackingOnMainActor { tracker throws in
            let memory = InMemoryTaskRepository()
            let (sut, _) = makeSUT(memory, tracker: tracker)
            // Last paid for 2024: the 2025 payment is late, so its reminder is due today.
            let report = VehicleReport(
                plate: Self.plate, ant: Self.report.ant,
                sri: .answered(
                    DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2024),
                    .asked(at: TaskFactory.noon)),
                today: Self.report.today)

            await sut.create(for: report)

            let registration = try #require(
                sut.state.value?.created.first { $0.reminder == .registration })
            #expect(registration.dueDate?.day == TaskFactory.day(2026, 11, 29))
            #expect(registration.note.value.contains("by 2025-05-31"))
        }
    }

    private func makeSUT(
        _ repository: any TaskRepository, tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: RenewalRemindersViewModel, errorHandler: ErrorHandler) {
        let errorHandler = ErrorHandler()
        let sut = RenewalRemindersViewModel(
            createReminders: TaskUseCases.createReminders(repository), errorHandler: errorHandler)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return (sut, errorHandler)
    }
}
