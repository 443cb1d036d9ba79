import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each part is told as it lands, while the others are still being asked.
struct LookUpVehicleProgressTests {
    private static let now = StubbedLookup.now

    @Test func call_tellsEachPartOnce_theVehicleBeforeItsFines() async throws {
        let lookup = StubbedLookup()
        lookup.pages.stub("ABC1234", with: CarFactory.make())
        lookup.registrations.stub("ABC1234", with: .success(nil))
        lookup.fines.stub("ABC1234", with: FinesFactory.report())
        let updates = Updates()

        let report = await lookup.sut(.complete("ABC1234"), progress: updates.append)

        let told = updates.all
        #expect(told.count == 3)
        let vehicle = try #require(told.firstIndex(of: .ant(report.ant)))
        let fines = try #require(told.firstIndex(of: .fines(report.fines)))
        #expect(vehicle < fines)
        #expect(told.contains(.sri(report.sri)))
    }

    @Test func call_tellsTheSRIsPart_whileTheANTIsStillAnswering() async throws {
        let pages = ControllableVehiclePageLoader()
        let lookup = StubbedLookup(pageLoader: pages)
        let dues = DuesFactory.registration(plate: "ABC1234")
        lookup.registrations.stub("ABC1234", with: .success(dues))
        let updates = Updates()

        let task = Task {
            await lookup.sut(
                .complete("ABC1234"), StubbedLookup.options([.ant, .sri]),
                progress: updates.append)
        }
        await pages.waitForRequests(1)
        try await waitUntil { updates.count == 1 }
        #expect(updates.all == [.sri(.answered(dues, .asked(at: Self.now)))])
        pages.complete("ABC1234", with: .success(nil))
        _ = await task.value

        #expect(updates.all.last == .ant(.noData(.asked(at: Self.now))))
    }

    @Test func updating_putsThePartInPlace_andJudgesTheFactsAgain() {
        let empty = VehicleReport(
            plate: .complete("ABC1234"), ant: .failed(LookupFailure(.ant, .timedOut)),
            today: StubbedLookup.clock.today(), requestCount: 2)
        let car = CarFactory.make(manufacturer: "KIA")

        let updated = empty.updating(.ant(.answered(car, .asked(at: Self.now))))

        #expect(updated.ant == .answered(car, .asked(at: Self.now)))
        #expect(updated.facts.identity?.make == "KIA")
        #expect(updated.facts.unanswered.isEmpty)
        #expect(updated.requestCount == 2 && updated.today == empty.today)
    }
}

/// The updates a lookup told, in order.
private final class Updates: @unchecked Sendable {
    // Safe to share across tasks: `told` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var told: [ReportUpdate] = []

    var all: [ReportUpdate] { lock.withLock { told } }

    var count: Int { lock.withLock { told.count } }

    @Sendable func append(_ update: ReportUpdate) async {
        lock.withLock { told.append(update) }
    }
}
