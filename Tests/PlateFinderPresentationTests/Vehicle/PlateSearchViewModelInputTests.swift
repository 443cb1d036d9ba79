import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct PlateSearchViewModelInputTests {
    @Test(arguments: [
        ("", "", PlateFormat.empty),
        ("p", "P", .partiallyValid),
        ("pbx", "PBX", .partiallyValid),
        ("pbx-1234", "PBX1234", .car),
        (" ab 123c ", "AB123C", .bike),
        ("cd1234", "CD1234", .special),
        ("1", "1", .invalid),
        ("PBX12345", "PBX12345", .invalid),
    ])
    func text_normalizesPlateAndClassifiesFormat(
        text: String, plate: String, format: PlateFormat
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.text = text

            #expect(sut.text == text)
            #expect(sut.plate == Plate(plate))
            #expect(sut.format == format)
            #expect(sut.canSearch == format.isComplete)
        }
    }

    @Test
    func text_updatesFormatOnEveryKey_whileAPlateIsTyped() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            var formats: [PlateFormat] = []

            for prefix in ["P", "PB", "PBX", "PBX1", "PBX12", "PBX123", "PBX1234", "PBX12345"] {
                sut.text = prefix
                formats.append(sut.format)
            }

            #expect(
                formats == [
                    .partiallyValid, .partiallyValid, .partiallyValid, .partiallyValid,
                    .partiallyValid, .partiallyValid, .car, .invalid,
                ])
        }
    }

    @Test
    func text_notifiesObservers_whenTheFormatChanges() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let probe = ObservationProbe { sut.format }

            sut.text = "PBX1234"

            #expect(probe.didChange)
        }
    }

    @Test(arguments: ["", "PBX12", "1PBX234"])
    func search_asksNothing_whenThePlateIsNotComplete(text: String) async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            let store = InMemoryCarStore()
            let sut = makeSUT(pages: pages, store: store, tracker: tracker)
            sut.text = text

            await sut.search()

            #expect(sut.vehicle.report == nil)
            #expect(sut.searchedPlate == nil)
            #expect(pages.requestedPlates.isEmpty)
            #expect(await store.messages.isEmpty)
        }
    }

    @Test
    func search_asksForAnOldPlateWrittenWithFourDigits_andShowsThatForm() async {
        await withLeakTrackingOnMainActor { tracker in
            let pages = VehiclePageLoaderStub()
            pages.stub("PBA0123", with: CarFactory.make(plate: "PBA0123"))
            let sut = makeSUT(pages: pages, tracker: tracker)
            sut.text = "pba 123"
            #expect(sut.format == .partiallyValid)
            #expect(sut.canSearch)

            await sut.search()

            #expect(pages.requestedPlates == [Plate("PBA0123")])
            #expect(sut.vehicle.report?.plate == .complete("PBA0123"))
            #expect(sut.text == "PBA0123")
            #expect(sut.searchedPlate?.plate == Plate("PBA0123"))
            #expect(sut.wasWrittenWithFourDigits)
            sut.text = "PBA01234"
            #expect(!sut.wasWrittenWithFourDigits)
        }
    }

    private func makeSUT(
        pages: VehiclePageLoaderStub = VehiclePageLoaderStub(),
        store: InMemoryCarStore = InMemoryCarStore(),
        tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) -> PlateSearchViewModel {
        SearchScreen(
            lookUp: UseCases.lookUp(pages: pages, vehicles: store), favorites: store,
            tracker: tracker, sourceLocation: sourceLocation
        ).sut
    }
}
