import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A person's search is recorded in the history, found, "no data" or failed, with the
/// plate's saved vehicle standing in when the portal cannot answer; a batch's answers are
/// kept apart from the history.
struct LookUpVehicleHistoryTests {
    private static let now = StubbedLookup.now
    private static let hourAgo = now - 3_600
    private static let ant: Set<VehicleSource> = [.ant]

    @Test func search_deliversPortalCarAndRecordsIt_onSuccess() async {
        let lookup = StubbedLookup()
        let car = CarFactory.make(plate: "PBX1234")
        lookup.pages.stub("PBX1234", with: car)

        let report = await lookup.sut(.complete("pbx-1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant == .answered(car, .asked(at: Self.now)))
        #expect(lookup.pages.requestedPlates == [Plate("PBX1234")])
        #expect(
            await lookup.vehicles.messages == [
                .insert(.success(Plate("PBX1234"), car: car, at: Self.now))
            ])
    }

    @Test func search_recordsNoData_andNeverLetsTheSavedCarStandInForIt() async {
        let lookup = StubbedLookup(history: [
            .success(Plate("PBX1234"), car: CarFactory.make(), at: Self.hourAgo)
        ])
        lookup.pages.stub("PBX1234", with: .success(nil))

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant == .noData(.asked(at: Self.now)))
        #expect(await lookup.vehicles.storedHistory.first?.lastFailure == .noData)
        #expect(await lookup.vehicles.storedHistory.first?.searchDate == Self.now)
    }

    @Test func search_recordsFailureAndDeliversIt_evenWithACachedCar() async {
        let lookup = StubbedLookup(history: [
            .success(Plate("PBX1234"), car: CarFactory.make(), at: Self.hourAgo)
        ])
        let unreadable = LookupFailureReason.notUnderstood(.page(.otherPlate("PBX1235")))
        lookup.pages.stub("PBX1234", failingWith: unreadable)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant == .failed(LookupFailure(.ant, unreadable)))
        #expect(await lookup.vehicles.storedHistory.first?.lastFailure == unreadable)
    }

    @Test(arguments: [
        LookupFailureReason.unreachable, .httpStatus(500), .timedOut,
        .busy(statusCode: 503, retryAfter: nil),
        .unexpectedAnswer(.otherPage(excerpt: "Sitio en mantenimiento")),
    ])
    func search_fallsBackToCachedCar_whenPortalCannotAnswer(
        reason: LookupFailureReason
    ) async throws {
        let car = CarFactory.make(plate: "PBX1234")
        let lookup = StubbedLookup(history: [.success(Plate("PBX1234"), car: car, at: Self.hourAgo)]
        )
        lookup.pages.stub("PBX1234", failingWith: reason)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(
            report.ant
                == .answered(
                    car, .saved(at: Self.hourAgo, standingInFor: LookupFailure(.ant, reason))))
        let item = try #require(await lookup.vehicles.storedHistory.first)
        #expect(item.searchDate == Self.now)
        #expect(item.car == car && item.carFetchedAt == Self.hourAgo)
        #expect(item.lastFailure == reason)
    }

    @Test func search_deliversLookupError_whenPortalCannotAnswerAndNothingIsCached() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PBX1234", failingWith: .timedOut)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant == .failed(LookupFailure(.ant, .timedOut)))
        #expect(
            await lookup.vehicles.storedHistory == [
                .failure(Plate("PBX1234"), reason: .timedOut, at: Self.now)
            ])
    }

    /// The search used to fail with the store's error; now the portal's answer is given,
    /// and the store's failure beside it.
    @Test(arguments: [StoreError.busy, .failure("disk I/O error")])
    func search_deliversTheCarAndTheStorageError_whenHistoryFailsToRecord(
        error: StoreError
    ) async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PBX1234", with: CarFactory.make(plate: "PBX1234"))
        await lookup.vehicles.refuseWrites(with: error)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant.answer == CarFactory.make(plate: "PBX1234"))
        #expect(report.storeFailures == [.ant: error])
        #expect(report.unusableStore == error)
    }

    @Test func search_deliversPortalCarSayingItWasNotRecorded_whenHistoryIsReadOnly() async {
        let lookup = StubbedLookup()
        let car = CarFactory.make(plate: "PBX1234")
        lookup.pages.stub("PBX1234", with: car)
        await lookup.vehicles.refuseWrites(with: .readOnly)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(report.ant == .answered(car, .asked(at: Self.now)))
        #expect(report.storeFailures == [.ant: .readOnly])
        #expect(report.unusableStore == nil)
        #expect(await lookup.vehicles.storedHistory.isEmpty)
    }

    @Test func search_fallsBackToCachedCar_whenPortalCannotAnswerAndHistoryIsReadOnly() async {
        let car = CarFactory.make(plate: "PBX1234")
        let saved = SearchHistoryItem.success(Plate("PBX1234"), car: car, at: Self.hourAgo)
        let lookup = StubbedLookup(history: [saved])
        lookup.pages.stub("PBX1234", failingWith: .unreachable)
        await lookup.vehicles.refuseWrites(with: .readOnly)

        let report = await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))

        #expect(
            report.ant
                == .answered(
                    car, .saved(at: Self.hourAgo, standingInFor: LookupFailure(.ant, .unreachable))
                ))
        #expect(report.storeFailures == [.ant: .readOnly])
        #expect(await lookup.vehicles.storedHistory == [saved])
    }

    @Test func open_deliversCachedCarWithoutRequest_whenHistoryHoldsOne() async {
        let car = CarFactory.make(plate: "PBX1234")
        let lookup = StubbedLookup(history: [.success(Plate("PBX1234"), car: car, at: Self.hourAgo)]
        )

        let report = await lookup.sut(
            .complete("PBX1234"), StubbedLookup.options(Self.ant, freshness: .openedVehicle))

        #expect(report.ant == .answered(car, .saved(at: Self.hourAgo, standingInFor: nil)))
        #expect(lookup.pages.requestedPlates.isEmpty)
    }

    @Test func open_searchesAgain_whenHistoryHoldsOnlyAFailure() async {
        let car = CarFactory.make(plate: "PBX1234")
        let lookup = StubbedLookup(history: [
            .failure(Plate("PBX1234"), reason: .timedOut, at: Self.hourAgo)
        ])
        lookup.pages.stub("PBX1234", with: car)

        let report = await lookup.sut(
            .complete("PBX1234"), StubbedLookup.options(Self.ant, freshness: .openedVehicle))

        #expect(report.ant == .answered(car, .asked(at: Self.now)))
        #expect(lookup.pages.requestedPlates == [Plate("PBX1234")])
    }

    @Test func search_recordsNothing_whenCancelled() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PBX1234", with: CarFactory.make())

        let report = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await lookup.sut(.complete("PBX1234"), StubbedLookup.options(Self.ant))
        }.value

        #expect(report.ant == .cancelled)
        #expect(lookup.pages.requestedPlates.isEmpty)
        #expect(await lookup.vehicles.messages.isEmpty)
    }

    @Test func batch_keepsTheVehicleApartFromTheHistory() async {
        let lookup = StubbedLookup()
        let car = CarFactory.make(plate: "PBX1234")
        lookup.pages.stub("PBX1234", with: car)

        _ = await lookup.sut(
            .complete("PBX1234"), StubbedLookup.options(Self.ant, recordsSearch: false))

        #expect(
            await lookup.vehicles.messages == [
                .saveVehicle(SavedVehicle(plate: Plate("PBX1234"), car: car, fetchedAt: Self.now))
            ])
        #expect(await lookup.vehicles.storedHistory.isEmpty)
    }

    @Test(arguments: [
        Result<Car?, LookupFailure>.success(nil), .failure(LookupFailure(.ant, .timedOut)),
    ])
    func batch_recordsNothing_forNoDataOrAFailure(outcome: Result<Car?, LookupFailure>) async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PBX1234", with: outcome)

        _ = await lookup.sut(
            .complete("PBX1234"), StubbedLookup.options(Self.ant, recordsSearch: false))

        #expect(
            !(await lookup.vehicles.messages).contains { message in
                switch message {
                case .insert, .saveVehicle: true
                default: false
                }
            })
        #expect(await lookup.vehicles.storedHistory.isEmpty)
    }
}
