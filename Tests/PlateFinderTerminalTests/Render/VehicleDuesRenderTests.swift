import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderTerminal

/// The SRI's part of the vehicle card: asked, answered (a late status marked even without
/// colour), or failed, always under the vehicle's rows, saying where it came from.
@MainActor @Suite struct VehicleDuesRenderTests {
    @Test func card_showsWhatIsOwed_underTheVehicle_markingALateStatus() throws {
        let lines = render(
            .answered(
                DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2023),
                .asked(at: Self.now)))

        let make = try #require(lines.firstIndex { $0.hasPrefix("Make") })
        let heading = try #require(lines.firstIndex { $0.contains("Registration dues (SRI)") })
        #expect(make < heading)
        #expect(lines.contains { $0.hasPrefix("Status") && $0.contains("!! Late since May 2024") })
        #expect(lines.contains { $0.hasPrefix("Deadline") && $0.contains("2024-05-31") })
        #expect(lines.contains { $0.hasPrefix("Total owed") && $0.contains("USD 26.74") })
        #expect(lines.contains { $0.contains("TASA SPPAT · 2026 - 2026 · SPPAT · USD 26.74") })
        #expect(lines.contains { $0.hasPrefix("Source") && $0.contains("SRI, just now") })
    }

    @Test func card_saysTheSRIIsBeingAsked_whileTheVehicleShows() {
        let lines = render(.notAsked, asking: [.sri])

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.contains { $0.hasPrefix("Source") && $0.contains("asking the SRI…") })
    }

    @Test func card_saysWhyTheSRIGaveNothing_whileTheVehicleShows() {
        let lines = render(.failed(LookupFailure(.sri, .timedOut)))

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.contains { $0.contains("The SRI's service did not answer in time") })
    }

    // MARK: - Helpers

    private static let now = TestServices.now

    private func render(
        _ registration: ReportPart<SRIRegistration>, asking: Set<VehicleSource> = []
    ) -> [String] {
        let report = VehicleReport(
            plate: .complete("PBX1234"),
            ant: .answered(CarFactory.make(plate: "PBX1234"), .asked(at: Self.now)),
            sri: registration,
            today: TestServices.dayClock.today())
        let view = VehicleStateView(
            report: report, asking: asking, failure: nil, plate: Plate("PBX1234"),
            isFavorite: false, offset: 0, idleText: nil)
        let size = TerminalSize(columns: 100, rows: 40)
        var buffer = ScreenBuffer(size: size)
        view.draw(
            in: Rect(x: 0, y: 0, width: size.columns, height: size.rows), into: &buffer,
            context: ScreenContext(
                messages: Messages(language: .english), theme: Theme(colors: .monochrome),
                tick: 0, timeZone: .gmt, now: Self.now))
        return buffer.lines()
    }
}
