import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A favourite in a few words, as every front end lists it: the saved vehicle or why there
/// is none, and the most serious finding's title, in both languages.
struct FavoriteSummaryTests {
    private static let plate = Plate("PBX1234")

    @Test(
        arguments: [
            (nil, "nothing saved", "no hay nada guardado"),
            (
                VehicleReports.report(
                    ant: .noData(.saved(at: VehicleReports.savedAt, standingInFor: nil))),
                "vehicle unknown", "vehículo desconocido"
            ),
            (
                VehicleReports.report(ant: VehicleReports.saved(CarFactory.make(plate: "PBX1234"))),
                "TOYOTA AA COROLLA 1.6 2009", "TOYOTA AA COROLLA 1.6 2009"
            ),
            (
                VehicleReports.report(
                    ant: VehicleReports.saved(
                        CarFactory.make(
                            plate: "PBX1234", manufacturer: "", model: "KIA\u{1B}[2J\u{7} RIO"))
                ), "KIA RIO 2009", "KIA RIO 2009"
            ),
        ] as [(VehicleReport?, String, String)])
    func vehicle_saysTheSavedMakeModelAndYear_orWhyThereIsNone(
        report: VehicleReport?, english: String, spanish: String
    ) {
        let favorite = FavoriteReport(plate: Self.plate, report: report)

        #expect(
            FavoriteSummary(favorite, messages: Messages(language: .english)).vehicle == english)
        #expect(
            FavoriteSummary(favorite, messages: Messages(language: .spanish)).vehicle == spanish)
    }

    @Test func finding_isTheTitleCheckListsFirst_markedAsABlocker() {
        let report = VehicleReports.report(
            ant: VehicleReports.saved(VehicleReports.car),
            sri: VehicleReports.saved(VehicleReports.registration))
        let favorite = FavoriteReport(plate: Self.plate, report: report)

        let english = FavoriteSummary(favorite, messages: Messages(language: .english))
        let spanish = FavoriteSummary(favorite, messages: Messages(language: .spanish))

        #expect(favorite.mostSeriousFinding == PurchaseCheck(report: report).findings.first)
        #expect(english.finding == "registration late")
        #expect(spanish.finding == "matrícula atrasada")
        #expect(english.isBlocker)
    }

    @Test func finding_isNone_whenNothingIsSaved() {
        let summary = FavoriteSummary(
            FavoriteReport(plate: Self.plate, report: nil), messages: Messages(language: .english))

        #expect(summary.finding == nil)
        #expect(!summary.isBlocker)
    }
}
