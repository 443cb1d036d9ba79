import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A store that cannot be read or written never hides what a source said: the part is
/// given, and the store's failure beside it.
struct LookUpVehicleStoreTests {
    private static let now = StubbedLookup.now

    @Test(arguments: [StoreError.busy, .readOnly, .failure("disk I/O error")])
    func call_givesEveryAnswer_andEveryStoresFailure_whenNoneCanBeKept(
        error: StoreError
    ) async {
        let lookup = StubbedLookup()
        let dues = DuesFactory.registration(plate: "ABC1234")
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.registrations.stub("ABC1234", with: .success(dues))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())
        await lookup.vehicles.refuseWrites(with: error)
        await lookup.savedRegistrations.refuseWrites(with: error)
        await lookup.savedFines.refuseWrites(with: error)

        let report = await lookup.sut(.complete("ABC1234"))

        #expect(report.ant == .answered(CarFactory.make(), .asked(at: Self.now)))
        #expect(report.sri == .answered(dues, .asked(at: Self.now)))
        #expect(report.fines == .answered(FinesFactory.report(), .asked(at: Self.now)))
        #expect(report.storeFailures == [.ant: error, .sri: error, .fines: error])
    }

    @Test func call_asksTheSource_whenItsSavedAnswerCannotBeRead() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        await lookup.vehicles.fail(with: .busy)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.ant], freshness: .savedElseAsk))

        #expect(report.ant == .answered(CarFactory.make(), .asked(at: Self.now)))
        #expect(report.storeFailures == [.ant: .busy])
    }

    @Test func call_saysWhySavedOnlyFoundNothing_whenTheStoreCannotBeRead() async {
        let lookup = StubbedLookup()
        await lookup.vehicles.fail(with: .notAPlateFinderDatabase)

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.ant], freshness: .savedOnly))

        #expect(report.ant == .notSaved)
        #expect(report.storeFailures == [.ant: .notAPlateFinderDatabase])
        #expect(lookup.pages.requestedPlates.isEmpty)
    }

    @Test func unusableStore_isTheFirstFailureBeyondAStoreThatCanOnlyBeRead() {
        let readOnly = VehicleReport(
            plate: .complete("ABC1234"), today: StubbedLookup.clock.today(),
            storeFailures: [.ant: .readOnly, .sri: .readOnly])
        let failing = VehicleReport(
            plate: .complete("ABC1234"), today: StubbedLookup.clock.today(),
            storeFailures: [.ant: .readOnly, .fines: .busy, .sri: .failure("disk")])

        #expect(readOnly.unusableStore == nil)
        #expect(failing.unusableStore == .failure("disk"))
    }

    @Test func firstStoreFailure_isTheFirstInSourceOrder_readOnlyIncluded() {
        let failing = VehicleReport(
            plate: .complete("ABC1234"), today: StubbedLookup.clock.today(),
            storeFailures: [.ant: .readOnly, .fines: .busy, .sri: .failure("disk")])
        let later = VehicleReport(
            plate: .complete("ABC1234"), today: StubbedLookup.clock.today(),
            storeFailures: [.fines: .busy, .sri: .failure("disk")])
        let none = VehicleReport(plate: .complete("ABC1234"), today: StubbedLookup.clock.today())

        #expect(failing.firstStoreFailure == .readOnly)
        #expect(later.firstStoreFailure == .failure("disk"))
        #expect(none.firstStoreFailure == nil)
    }
}
