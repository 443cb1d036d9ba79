import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The Favourites tab's lines: a blocked vehicle's finding stands out as the command line's
/// and the Due view's do, in colour where there is colour and marked `!!` where there is not.
@MainActor @Suite struct FavoritesScreenRenderTests {
    @Test func favorites_marksTheBlockersFinding_inMonochrome() {
        let lines = makeSUT(colors: .monochrome).lines()

        #expect(lines[0].contains("!! registration late"))
        #expect(!lines[1].contains("!!"))
    }

    @Test func favorites_coloursTheBlockedLine_withoutTheMark_inColour() {
        let buffer = makeSUT(colors: .color)

        #expect(buffer.lines()[0].contains("· registration late"))
        #expect(!buffer.lines().joined().contains("!!"))
        #expect(buffer[4, 0].style.foreground == .red)
        #expect(buffer[4, 1].style.foreground == nil)
    }

    // MARK: - Helpers

    /// The tab of a favourite whose registration is late and one never looked up, drawn
    /// with `colors`.
    private func makeSUT(colors: ColorSupport) -> ScreenBuffer {
        let late = Plate("PBX1234")
        let unknown = Plate("PCQ5129")
        let report = VehicleReports.report(
            ant: VehicleReports.saved(VehicleReports.car),
            sri: VehicleReports.saved(VehicleReports.registration))
        var selection = ListSelection()
        let context = ScreenContext(
            messages: Messages(language: .english), theme: Theme(colors: colors), tick: 0,
            timeZone: .gmt, now: VehicleReports.savedAt)
        let screen = FavoritesScreen.make(
            state: .loaded([late, unknown]),
            saved: [
                late: FavoriteReport(plate: late, report: report),
                unknown: FavoriteReport(plate: unknown, report: nil),
            ], selection: &selection, rows: 4, context: context)
        var buffer = ScreenBuffer(size: TerminalSize(columns: 120, rows: 4))
        screen.draw(in: buffer.bounds, into: &buffer, context: context)
        return buffer
    }
}
