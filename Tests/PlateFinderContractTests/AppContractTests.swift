import Foundation
import PlateFinderApp
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderPresentation
import Testing

/// The app's view models, over the composition root's own use cases, hold the same facts
/// about the situation's plate as the command line prints: the search as `find`, a vehicle
/// opened from the history as `history show`.
@MainActor @Suite struct AppContractTests {
    @Test(arguments: ContractSituation.all)
    func search_holdsWhatFindSays(situation: ContractSituation) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let found = try await FrontEndReadings(cli: cli).findJSON()
        let services = try Self.services(cli)
        let search = PlateSearchViewModel(
            lookUp: services.lookUp, favorites: services.favorites, errorHandler: ErrorHandler(),
            clock: DayClock(timeZone: .current))

        search.text = ContractSituation.plate
        await search.search()

        let report = try #require(search.vehicle.report)
        #expect(search.vehicle.asking.isEmpty)
        guard let facts = found.facts else {
            #expect(!report.hasAnswer)
            return
        }
        // The search always asks, as find does: the same facts, the same failures.
        #expect(ContractFacts(report: report) == facts)
    }

    @Test(arguments: ContractSituation.all)
    func openedVehicle_holdsWhatHistoryShowSays(situation: ContractSituation) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        _ = try await readings.findJSON()
        let shown = try await readings.historyShow()
        let services = try Self.services(cli)
        let history = HistoryViewModel(
            history: services.history, lookUp: services.lookUp,
            clock: DayClock(timeZone: .current), errorHandler: ErrorHandler())

        await history.open(
            SearchHistoryItem.failure(Plate(ContractSituation.plate), reason: .noData, at: Date()))

        guard let shown else {
            #expect(history.opener.report?.hasAnswer != true)
            return
        }
        let report = try #require(history.opener.report)
        #expect(ContractFacts(report: report) == shown)
    }

    /// The composition root's use cases over the harness's store and addresses.
    private static func services(_ cli: CommandLineHarness) throws -> PlateFinderUseCases {
        let configuration = try AppConfiguration.resolve(environment: cli.environment)
        return try PlateFinderComposition.makeUseCases(
            configuration: configuration, clock: DayClock(timeZone: .current))
    }
}
