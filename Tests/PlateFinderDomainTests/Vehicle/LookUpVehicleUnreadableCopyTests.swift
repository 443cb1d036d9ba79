import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A saved copy the store cannot read is no saved answer: the part is what it would be
/// with nothing saved, and the report says which copy could not be read, until a fresh
/// answer takes its place. The store itself is still usable.
struct LookUpVehicleUnreadableCopyTests {
    private static let unreadable = UnreadableRow(
        table: .savedAnswers(.vehicle), key: "ABC1234", rowNumber: 1)

    @Test func alwaysAsk_keepsTheSourcesFailure_andNamesTheCopyThatCouldNotStandIn() async {
        let lookup = await makeSUT()
        lookup.pages.stub("ABC1234", failingWith: .unreachable)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant]))

        #expect(report.ant == .failed(LookupFailure(.ant, .unreachable)))
        #expect(report.unreadableSavedCopies == [.ant: Self.unreadable])
        #expect(report.unreadableSavedParts.isEmpty)
        #expect(report.unusableStore == nil)
    }

    @Test func savedElseAsk_showsTheSavedReport_withThePartItCouldNotRead() async {
        let lookup = await makeSUT()

        let report = await lookup.sut(
            .complete("ABC1234"), StubbedLookup.options([.ant], freshness: .savedElseAsk))

        #expect(lookup.pages.requestedPlates.isEmpty)
        #expect(report.ant == .notSaved)
        #expect(report.unreadableSavedParts == [Self.unreadable])
        #expect(report.unusableStore == nil)
    }

    @Test func alwaysAsk_forgetsTheUnreadableCopy_onceAFreshAnswerIsKept() async {
        let lookup = await makeSUT()
        let car = CarFactory.make()
        lookup.pages.stub("ABC1234", with: car)

        let report = await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant]))

        #expect(report.ant == .answered(car, .asked(at: StubbedLookup.now)))
        #expect(report.unreadableSavedCopies.isEmpty)
    }

    // MARK: - Helpers

    /// A lookup whose store cannot read ABC1234's saved vehicle.
    private func makeSUT() async -> StubbedLookup {
        let lookup = StubbedLookup()
        await lookup.vehicles.holdUnreadable([Self.unreadable])
        return lookup
    }
}
