import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

@MainActor @Suite struct ErrorFlowTests {
    @Test func interruption_showsTheBanner_andEscapeDismissesIt() async {
        let (harness, loader) = makeSUT()
        loader.stub("ABC1234", with: .failure(LookupFailure(.ant, .timedOut)))
        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()
        let banner = harness.shows("! The ANT portal did not answer in time")

        harness.press(.escape)

        #expect(banner)
        #expect(!harness.shows("! The ANT portal did not answer in time"))
        // The card still says why the ANT's part is missing.
        #expect(harness.shows("Source              The ANT portal did not answer in time"))
        #expect(harness.shell.search.viewModel.plate == Plate("ABC1234"))
    }

    @Test func controlR_triesAgain() async {
        let (harness, loader) = makeSUT()
        loader.stub("ABC1234", with: .failure(LookupFailure(.ant, .httpStatus(503))))
        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()
        let banner = harness.shows("(HTTP 503)")
        loader.stub("ABC1234", with: .success(CarFactory.make()))

        harness.press(.control("r"))
        await harness.settle()

        #expect(banner)
        #expect(loader.requestedPlates == [Plate("ABC1234"), Plate("ABC1234")])
        #expect(!harness.shows("(HTTP 503)"))
        #expect(harness.shows("Make                TOYOTA"))
    }

    @Test func storageFailure_showsTheBanner_namingTheFile() async {
        let store = InMemoryCarStore()
        await store.fail(with: .busy)
        let harness = AppHarness(store: store)

        harness.press(.tab)
        await harness.settle()

        #expect(
            harness.screen[21...22] == [
                "! Another PlateFinder kept /data/platefinder.sqlite busy for too long; try",
                "  again.",
            ])
    }

    @Test func banner_isInTheChosenLanguage() async {
        let loader = VehiclePageLoaderStub()
        let harness = AppHarness(pages: loader, language: .spanish)
        loader.stub("ABC1234", with: .failure(LookupFailure(.ant, .unreachable)))
        harness.type("abc1234")
        harness.press(.enter)
        await harness.settle()

        #expect(harness.shows("! No se pudo conectar con el portal de la ANT"))
        #expect(harness.shows("^R reintentar  Esc cerrar"))
    }

    // MARK: - Helpers

    private func makeSUT() -> (AppHarness, VehiclePageLoaderStub) {
        let loader = VehiclePageLoaderStub()
        return (AppHarness(pages: loader), loader)
    }
}
