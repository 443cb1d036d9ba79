import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The plan's sources: each asked when wanted, the ANT and the SRI at the same time, and
/// one failing never hiding another's answer.
struct LookUpVehicleTests {
    private static let now = StubbedLookup.now

    @Test func call_asksBothSources_andJudgesTheStatusFromTheSRI() async {
        let lookup = StubbedLookup()
        let car = CarFactory.make(plate: "PCQ5129")
        let dues = DuesFactory.registration(lastPaidYear: 2024)
        lookup.pages.stub("PCQ5129", with: car)
        lookup.registrations.stub("PCQ5129", with: .success(dues))

        let report = await lookup.sut(.complete("PCQ5129"), StubbedLookup.options([.ant, .sri]))

        #expect(report.ant == .answered(car, .asked(at: Self.now)))
        #expect(report.sri == .answered(dues, .asked(at: Self.now)))
        // PCQ5129 registers in October; on 2026-12-01 an unpaid 2025 is late since October 2025.
        #expect(report.facts.registration?.status == .late(sinceYear: 2025, month: 10))
        #expect(report.failureWhenUnanswered == nil)
        #expect(report.requestCount == 2)
    }

    @Test func call_keepsTheSRIsAnswer_whenTheANTFails() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PCQ5129", failingWith: .timedOut)
        lookup.registrations.stub("PCQ5129", with: .success(DuesFactory.registration()))

        let report = await lookup.sut(.complete("PCQ5129"), StubbedLookup.options([.ant, .sri]))

        #expect(report.ant == .failed(LookupFailure(.ant, .timedOut)))
        #expect(report.sri.answer == DuesFactory.registration())
        #expect(report.hasAnswer)
        #expect(report.failureWhenUnanswered == nil)
    }

    @Test func call_keepsTheANTsAnswer_whenTheSRIFails() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("PCQ5129", with: CarFactory.make(plate: "PCQ5129"))
        lookup.registrations.stub("PCQ5129", failingWith: .httpStatus(500))

        let report = await lookup.sut(.complete("PCQ5129"), StubbedLookup.options([.ant, .sri]))

        #expect(report.sri == .failed(LookupFailure(.sri, .httpStatus(500))))
        #expect(report.facts.registration?.status == .unknown)
        #expect(report.hasAnswer)
    }

    @Test func call_asksOnlyTheSourcesWanted() async {
        let lookup = StubbedLookup()
        lookup.registrations.stub("PCQ5129", with: .success(DuesFactory.registration()))

        let report = await lookup.sut(.complete("PCQ5129"), StubbedLookup.options([.sri]))

        #expect(report.ant == .notAsked && report.fines == .notAsked)
        #expect(!report.asked(.ant) && report.asked(.sri))
        #expect(lookup.pages.requestedPlates.isEmpty && lookup.fines.requests.isEmpty)
        #expect(lookup.registrations.requestedPlates == [Plate("PCQ5129")])
    }

    @Test func call_asksTheSRI_whileTheANTIsStillAnswering() async throws {
        let pages = ControllableVehiclePageLoader()
        let lookup = StubbedLookup(pageLoader: pages)
        lookup.registrations.stub("PCQ5129", with: .success(nil))
        lookup.fines.stub("PCQ5129", with: FinesFactory.report(plate: "PCQ5129"))

        let report = Task { await lookup.sut(.complete("PCQ5129")) }
        await pages.waitForRequests(1)
        try await waitUntil { lookup.registrations.requestedPlates == [Plate("PCQ5129")] }
        pages.complete("PCQ5129", with: .success(CarFactory.make(plate: "PCQ5129")))

        #expect(await report.value.ant.answer == CarFactory.make(plate: "PCQ5129"))
    }

    @Test func call_asksWithTheDefaultOptions_everySourceAndThePendingFines() async {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.registrations.stub("ABC1234", with: .success(nil))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())

        let report = await lookup.sut(.complete("abc-1234"))

        #expect(VehicleSource.allCases.allSatisfy(report.asked))
        #expect(
            lookup.fines.requests
                == [.init(plate: Plate("ABC1234"), statuses: [.pending], fromPage: true)])
        #expect(report.plate == .complete("ABC1234"))
    }
}
