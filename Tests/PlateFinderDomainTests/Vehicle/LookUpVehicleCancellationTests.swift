import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A lookup abandoned asks nothing more and keeps nothing, even an answer that comes
/// after it was abandoned.
struct LookUpVehicleCancellationTests {
    @Test func call_cancelledBeforeItStarts_asksNothing_andKeepsNothing() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.registrations.stub("ABC1234", with: .success(nil))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())

        let report = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await lookup.sut(.complete("ABC1234"))
        }.value

        #expect(report.ant == .cancelled && report.sri == .cancelled && report.fines == .cancelled)
        #expect(report.requestCount == 0)
        #expect(
            lookup.pages.requestedPlates.isEmpty && lookup.registrations.requestedPlates.isEmpty)
        #expect(lookup.fines.requests.isEmpty)
        #expect(await lookup.vehicles.messages.isEmpty)
        #expect(await lookup.savedRegistrations.messages.isEmpty)
        #expect(await lookup.savedFines.messages.isEmpty)
    }

    @Test func call_keepsNothing_andAsksNoFines_whenThePageAnswersAfterTheLookupWasCancelled()
        async
    {
        let pages = ControllableVehiclePageLoader()
        let lookup = StubbedLookup(pageLoader: pages)
        lookup.fines.stub("ABC1234", with: FinesFactory.report())

        let task = Task {
            await lookup.sut(.complete("ABC1234"), StubbedLookup.options([.ant, .fines]))
        }
        await pages.waitForRequests(1)
        task.cancel()
        pages.complete("ABC1234", with: .success(CarFactory.make()))
        let report = await task.value

        #expect(report.ant == .cancelled)
        #expect(report.fines == .cancelled)
        #expect(report.facts.unanswered.map(\.source) == [.ant, .fines])
        #expect(lookup.fines.requests.isEmpty)
        #expect(await lookup.vehicles.messages.isEmpty)
    }
}
