import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import TerminalUI
import Testing

@testable import PlateFinderCLI

/// The SRI's part of the vehicle card: asked, answered (a late status marked even without
/// colour), or failed, always under the vehicle's rows.
@MainActor @Suite struct VehicleDuesRenderTests {
    @Test func card_showsWhatIsOwed_underTheVehicle_markingALateStatus() throws {
        let lines = render(
            .loaded(
                RegistrationLookupResult(
                    plate: .complete("PBX1234"),
                    registration: DuesFactory.registration(plate: "PBX1234", lastPaidYear: 2023),
                    source: .portal(fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))),
            status: .late(sinceYear: 2024, month: 5))

        let make = try #require(lines.firstIndex { $0.hasPrefix("Make") })
        let heading = try #require(lines.firstIndex { $0.contains("Registration dues (SRI)") })
        #expect(make < heading)
        #expect(lines.contains { $0.hasPrefix("Status") && $0.contains("!! Late since May 2024") })
        #expect(lines.contains { $0.hasPrefix("Total owed") && $0.contains("USD 26.74") })
        #expect(lines.contains { $0.contains("TASA SPPAT · 2026 - 2026 · SPPAT · USD 26.74") })
    }

    @Test func card_saysTheSRIIsBeingAsked_whileTheVehicleShows() {
        let lines = render(.loading, status: .unknown)

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.contains { $0.hasPrefix("SRI") && $0.contains("asking the SRI…") })
    }

    @Test func card_saysWhyTheSRIGaveNothing_whileTheVehicleShows() {
        let lines = render(.failed(.interruption(.portalTimedOut)), status: .unknown)

        #expect(lines.contains { $0.hasPrefix("Make") })
        #expect(lines.contains { $0.contains("The SRI's service did not answer in time") })
    }

    // MARK: - Helpers

    private func render(
        _ registration: Loadable<RegistrationLookupResult>, status: RegistrationStatus
    ) -> [String] {
        let result = CarSearchResult(
            plate: .complete("PBX1234"), car: CarFactory.make(plate: "PBX1234"),
            source: .portal(fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        let view = VehicleStateView(
            state: .loaded(result), plate: Plate("PBX1234"), isFavorite: false, offset: 0,
            idleText: nil, dues: DuesPart(registration: registration, status: status))
        let size = TerminalSize(columns: 100, rows: 40)
        var buffer = ScreenBuffer(size: size)
        view.draw(
            in: Rect(x: 0, y: 0, width: size.columns, height: size.rows), into: &buffer,
            context: ScreenContext(
                messages: Messages(language: .english), theme: Theme(colors: .monochrome),
                tick: 0, timeZone: .gmt))
        return buffer.lines()
    }
}
