import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The fines' part of the vehicle card: the pending total, folded, and each fine once
/// unfolded; asked, unread or failed, always among the vehicle's rows.
@MainActor @Suite struct VehicleFinesRenderTests {
    @Test func card_showsThePendingTotal_andTheKeyThatListsEachFine() throws {
        let lines = render(.answered(report(), .asked(at: Self.now)), isExpanded: false)

        let make = try #require(lines.firstIndex { $0.hasPrefix("Make") })
        let total = try #require(lines.firstIndex { $0.hasPrefix("Fines total") })
        #expect(make < total)
        #expect(lines[total].contains("2 pending — USD 77.55"))
        #expect(lines.contains { $0.contains("^E shows each fine") })
        #expect(lines.contains { $0.hasPrefix("Fines source") && $0.contains("just now") })
        #expect(!lines.contains { $0.hasPrefix("2025-08-14") })
    }

    @Test func card_listsEachFine_newestFirst_withPointsAmountAndArticleWrapped() throws {
        let lines = render(
            .answered(report(), .asked(at: Self.now)), isExpanded: true, columns: 60)

        let newest = try #require(lines.firstIndex { $0.hasPrefix("2025-08-14") })
        let older = try #require(lines.firstIndex { $0.hasPrefix("2024-11-05") })
        #expect(newest < older)
        #expect(lines[newest].contains("1.5 points · USD 51.70 · ART. 386"))
        // The article goes on under its value column rather than off the screen.
        #expect(lines[newest + 1].hasPrefix(" ") && lines[newest + 1].contains("TRÁNSITO"))
        #expect(!lines.contains { $0.contains("^E shows each fine") })
    }

    @Test func card_marksADateShownAsWritten_andSaysWhatTheMarkMeans() throws {
        let fines = FinesFactory.report(
            fines: [
                FinesFactory.fine(citation: "A1", issuedOn: "2024-11-05"),
                FinesFactory.fine(citation: "A2", issuedOn: "14 ago 2025 en la tarde"),
            ])

        let lines = render(.answered(fines, .asked(at: Self.now)), isExpanded: true)

        #expect(lines.contains { $0.hasPrefix("2024-11-05 ") })
        #expect(lines.contains { $0.hasPrefix("14 ago 2025 en…*") })
        #expect(
            lines.contains {
                $0.contains("* as the portal wrote it: not a date PlateFinder could read")
            })
    }

    @Test func card_addsNoNote_whenEveryDateWasRead() {
        let lines = render(.answered(report(), .asked(at: Self.now)), isExpanded: true)

        #expect(!lines.contains { $0.contains("as the portal wrote it") })
    }

    @Test(arguments: [
        (ReportPart<FinesReport>.notAsked, Set([VehicleSource.fines]), "reading the fines…"),
        (
            .failed(LookupFailure(.fines, .timedOut)), Set<VehicleSource>(),
            "could not be read; the ANT's fines grid did not answer in time"
        ),
        (
            .answered(
                FinesFactory.unreadReport(listed: 0, counted: 2), .asked(at: TestServices.now)),
            Set<VehicleSource>(),
            "could not be read: the fines grid lists 0 pending fines, the page counts 2"
        ),
    ])
    func card_saysWhatTheFinesAreDoing_whileTheVehicleShows(
        fines: ReportPart<FinesReport>, asking: Set<VehicleSource>, text: String
    ) {
        let lines = render(fines, asking: asking, isExpanded: false)

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.joined(separator: " ").contains(text))
    }

    @Test func keysOverlay_documentsTheFinesKey() {
        #expect(AppKeys.overlay.contains { $0.keys == "^E" && $0.action == .toggleFines })
        #expect(
            Messages(language: .spanish).keyDescription(.toggleFines)
                == "Mostrar u ocultar cada multa del vehículo")
    }

    // MARK: - Helpers

    private static let now = TestServices.now

    private func report() -> FinesReport {
        FinesFactory.report(
            fines: [
                FinesFactory.fine(citation: "A1", issuedOn: "2024-11-05", totalCents: 2_585),
                FinesFactory.fine(citation: "A2", issuedOn: "2025-08-14", totalCents: 5_170),
            ])
    }

    private func render(
        _ fines: ReportPart<FinesReport>, asking: Set<VehicleSource> = [], isExpanded: Bool,
        columns: Int = 100
    ) -> [String] {
        let report = VehicleReport(
            plate: .complete("ABC1234"),
            ant: .answered(CarFactory.make(plate: "ABC1234"), .asked(at: Self.now)),
            fines: fines, today: TestServices.dayClock.today())
        let view = VehicleStateView(
            report: report, asking: asking, failure: nil, plate: Plate("ABC1234"),
            isFavorite: false, offset: 0, idleText: nil, finesExpanded: isExpanded)
        let size = TerminalSize(columns: columns, rows: 60)
        var buffer = ScreenBuffer(size: size)
        view.draw(
            in: Rect(x: 0, y: 0, width: size.columns, height: size.rows), into: &buffer,
            context: ScreenContext(
                messages: Messages(language: .english), theme: Theme(colors: .monochrome),
                tick: 0, timeZone: .gmt, now: Self.now))
        return buffer.lines()
    }
}
