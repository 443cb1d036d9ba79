import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct SearchScreenRenderTests {
    @Test(arguments: RenderSize.all)
    func idle_showsEmptyPlateFieldAndWhatAPlateLooksLike(size: TerminalSize) {
        let (harness, _) = makeSUT(size: size)

        ExpectedScreen.check(harness.frame, named: "search-idle-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func typing_showsPlateUpperCased_withIncompleteBadge(size: TerminalSize) {
        let (harness, _) = makeSUT(size: size)

        harness.type("pbx12")

        ExpectedScreen.check(harness.frame, named: "search-typing-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func loading_showsSpinnerNamingThePlate(size: TerminalSize) async throws {
        let loader = ControllableVehiclePageLoader()
        let sri = ControllableRegistrationLoader()
        let harness = AppHarness(size: size, pages: loader, registrations: sri)
        harness.type("abc1234")
        harness.press(.enter)
        await loader.waitForRequests(1)
        await sri.waitForRequests(1)
        try await Self.waitForTheFavouriteRead(harness)
        await harness.redraw()

        ExpectedScreen.check(harness.frame, named: "search-loading-\(RenderSize.name(size))")

        loader.complete("ABC1234", with: .success(CarFactory.make()))
        sri.complete("ABC1234", with: .success(nil))
        await harness.settle()
    }

    @Test func loading_showsTheSRIsAnswer_whileTheANTIsStillAsked() async throws {
        let loader = ControllableVehiclePageLoader()
        let sri = RegistrationLoaderStub()
        sri.stub("ABC1234", with: .success(DuesFactory.registration(plate: "ABC1234")))
        let harness = AppHarness(pages: loader, registrations: sri)
        harness.type("abc1234")
        harness.press(.enter)
        await loader.waitForRequests(1)
        let vehicle = harness.shell.search.viewModel.vehicle
        for _ in 0..<500 where vehicle.report?.sri.answer == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(vehicle.report?.sri.answer != nil)
        try await Self.waitForTheFavouriteRead(harness)
        await harness.redraw()

        ExpectedScreen.check(harness.frame, named: "search-ant-loading-sri-answered-80x24")

        loader.complete("ABC1234", with: .success(CarFactory.make()))
        await harness.settle()
    }

    @Test(arguments: RenderSize.all)
    func loaded_showsSourceAndEveryCardRow(size: TerminalSize) async {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .success(CarFactory.make()))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-loaded-\(RenderSize.name(size))")
    }

    @Test func loaded_isWordedInSpanish() async {
        let (_, loader) = makeSUT(size: RenderSize.classic)
        let sri = RegistrationLoaderStub()
        sri.stub("ABC1234", with: .success(nil))
        let fines = FinesLoaderStub()
        fines.stub("ABC1234", with: FinesFactory.report())
        let harness = AppHarness(
            pages: loader, registrations: sri, fines: fines, language: .spanish)
        loader.stub("ABC1234", with: .success(CarFactory.make()))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-loaded-es-80x24")
    }

    @Test(arguments: RenderSize.all)
    func failedWithDomainFailure_showsSentenceInline(size: TerminalSize) async {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .success(nil))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-no-data-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func failedWithInterruption_showsBannerOnly(size: TerminalSize) async {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .failure(LookupFailure(.ant, .unreachable)))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-unreachable-\(RenderSize.name(size))")
    }

    // MARK: - Helpers

    /// Waits for the search's own read of whether the plate is a favourite, which runs
    /// beside the portals' answers and decides the card's Favourite row and its key.
    private static func waitForTheFavouriteRead(_ harness: AppHarness) async throws {
        let search = harness.shell.search.viewModel
        for _ in 0..<500 where search.favorite.value == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(search.favorite.value != nil)
    }

    /// The app over an SRI that knows no ABC1234 and a fines grid listing one fine of it.
    private func makeSUT(size: TerminalSize) -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        let sri = RegistrationLoaderStub()
        sri.stub("ABC1234", with: .success(nil))
        let fines = FinesLoaderStub()
        fines.stub("ABC1234", with: FinesFactory.report())
        return (AppHarness(size: size, pages: loader, registrations: sri, fines: fines), loader)
    }
}
