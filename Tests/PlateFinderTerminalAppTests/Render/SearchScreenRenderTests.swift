import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

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
    func loading_showsSpinnerNamingThePlate(size: TerminalSize) async {
        let loader = ControllableCarInfoLoader()
        let harness = AppHarness(size: size, loader: loader)
        harness.type("abc1234")
        harness.press(.enter)
        await loader.waitForRequests(1)
        await harness.redraw()

        ExpectedScreen.check(harness.frame, named: "search-loading-\(RenderSize.name(size))")

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
        let loader = CarInfoLoaderStub()
        let harness = AppHarness(loader: loader, language: .spanish)
        loader.stub("ABC1234", with: .success(CarFactory.make()))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-loaded-es-80x24")
    }

    @Test(arguments: RenderSize.all)
    func failedWithDomainFailure_showsSentenceInline(size: TerminalSize) async {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .failure(.noDataFound))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-no-data-\(RenderSize.name(size))")
    }

    @Test(arguments: RenderSize.all)
    func failedWithInterruption_showsBannerOnly(size: TerminalSize) async {
        let (harness, loader) = makeSUT(size: size)
        loader.stub("ABC1234", with: .failure(.networkError))

        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        ExpectedScreen.check(harness.frame, named: "search-unreachable-\(RenderSize.name(size))")
    }

    // MARK: - Helpers

    private func makeSUT(size: TerminalSize) -> (AppHarness, CarInfoLoaderStub) {
        let loader = CarInfoLoaderStub()
        return (AppHarness(size: size, loader: loader), loader)
    }
}
