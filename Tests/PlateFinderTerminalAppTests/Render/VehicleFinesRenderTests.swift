import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

/// The fines' part of the vehicle card: the pending total, folded, and each fine once
/// unfolded; asked or failed, always under the vehicle's rows.
@MainActor @Suite struct VehicleFinesRenderTests {
    @Test func card_showsThePendingTotal_andTheKeyThatListsEachFine() throws {
        let lines = render(.loaded(result()), isExpanded: false)

        let make = try #require(lines.firstIndex { $0.hasPrefix("Make") })
        let heading = try #require(lines.firstIndex { $0.contains("Traffic fines (ANT)") })
        #expect(make < heading)
        #expect(
            lines.contains { $0.hasPrefix("Fines total") && $0.contains("2 pending — USD 77.55") })
        #expect(lines.contains { $0.contains("^E shows each fine") })
        #expect(!lines.contains { $0.hasPrefix("2025-08-14") })
    }

    @Test func card_listsEachFine_newestFirst_withPointsAmountAndArticleWrapped() throws {
        let lines = render(.loaded(result()), isExpanded: true, columns: 60)

        let newest = try #require(lines.firstIndex { $0.hasPrefix("2025-08-14") })
        let older = try #require(lines.firstIndex { $0.hasPrefix("2024-11-05") })
        #expect(newest < older)
        #expect(lines[newest].contains("1.5 points · USD 51.70 · ART. 386"))
        // The article goes on under its value column rather than off the screen.
        #expect(lines[newest + 1].hasPrefix(" ") && lines[newest + 1].contains("TRÁNSITO"))
        #expect(!lines.contains { $0.contains("^E shows each fine") })
    }

    @Test(arguments: [
        (Loadable<FinesLookupResult>.loading, "reading the fines…"),
        (.failed(.interruption(.portalTimedOut)), "could not be read (portal timed out)"),
    ])
    func card_saysWhatTheFinesAreDoing_whileTheVehicleShows(
        fines: Loadable<FinesLookupResult>, text: String
    ) {
        let lines = render(fines, isExpanded: false)

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.contains { $0.contains(text) })
    }

    @Test func keysOverlay_documentsTheFinesKey() {
        #expect(KeysOverlay.rows.contains { $0.keys == "^E" && $0.action == .toggleFines })
        #expect(
            Messages(language: .spanish).keyDescription(.toggleFines)
                == "Mostrar u ocultar cada multa del vehículo")
    }

    // MARK: - Helpers

    private func result() -> FinesLookupResult {
        FinesLookupResult(
            report: FinesFactory.report(
                fines: [
                    FinesFactory.fine(citation: "A1", issuedOn: "2024-11-05", totalCents: 2_585),
                    FinesFactory.fine(citation: "A2", issuedOn: "2025-08-14", totalCents: 5_170),
                ]),
            source: .portal(fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
    }

    private func render(
        _ fines: Loadable<FinesLookupResult>, isExpanded: Bool, columns: Int = 100
    ) -> [String] {
        let car = CarSearchResult(
            plate: .complete("ABC1234"), car: CarFactory.make(plate: "ABC1234"),
            source: .portal(fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        let view = VehicleStateView(
            state: .loaded(car), plate: Plate("ABC1234"), isFavorite: false, offset: 0,
            idleText: nil, fines: FinesPart(fines: fines, isExpanded: isExpanded))
        let size = TerminalSize(columns: columns, rows: 60)
        var buffer = ScreenBuffer(size: size)
        view.draw(
            in: Rect(x: 0, y: 0, width: size.columns, height: size.rows), into: &buffer,
            context: ScreenContext(
                messages: Messages(language: .english), theme: Theme(colors: .monochrome),
                tick: 0, timeZone: .gmt))
        return buffer.lines()
    }
}
