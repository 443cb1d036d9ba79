import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A vehicle's report being looked up or shown: a spinner until a part lands, then the
/// report's card (each part saying where it came from, or why it gave nothing, or that it
/// is still asked), or why there is none. Interruptions are left to the error banner.
struct VehicleStateView {
    /// The report so far; nil before a lookup.
    let report: VehicleReport?
    /// The sources still being asked.
    let asking: Set<VehicleSource>
    /// Why there is no report to show, if that is so.
    let failure: AppError?
    /// The plate asked for, named by the spinner and the failure.
    let plate: Plate
    /// Whether the plate is a favourite; nil while unknown (the row is left out).
    let isFavorite: Bool?
    /// The first card line shown.
    var offset: Int
    /// Said before anything was asked, if anything.
    let idleText: String?
    /// Whether each pending fine is listed.
    var finesExpanded = false

    /// The card lines hidden below `rect` when scrolled to the top: the largest offset.
    func scrollLimit(in rect: Rect, context: ScreenContext) -> Int {
        guard case .shown(let shown) = state(context: context) else { return 0 }
        let cardRect = self.cardRect(in: rect, alert: alert(of: shown), theme: context.theme)
        let lines = card(shown, firstLine: 0, context: context)
            .lines(width: cardRect.width, colors: context.theme.colors)
        return max(0, lines.count - cardRect.height)
    }

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        switch state(context: context) {
        case .refused(let sentence):
            Paragraph(text: sentence, style: context.theme.error)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .idle:
            guard let idleText else { return }
            Paragraph(text: idleText, style: context.theme.secondary)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .searching(let label):
            Spinner(tick: context.tick, label: label)
                .draw(in: rect, into: &buffer, theme: context.theme)
        case .shown(let shown):
            let alert = alert(of: shown)
            let cardRect = self.cardRect(in: rect, alert: alert, theme: context.theme)
            if let alert {
                alert.draw(
                    in: rect.rows(from: 0, count: rect.height - cardRect.height), into: &buffer,
                    theme: context.theme)
            }
            card(shown, firstLine: offset, context: context)
                .draw(in: cardRect, into: &buffer, theme: context.theme)
        }
    }

    /// What the view shows, decided as every front end decides it; its card is also what
    /// the scroll limit measures.
    private func state(context: ScreenContext) -> VehicleCardState {
        VehicleCardState(
            report: report, asking: asking, failure: failure, plate: plate,
            isFavorite: isFavorite, messages: context.messages, timeZone: context.timeZone,
            now: context.now)
    }

    /// What is left of `rect` for the card below `alert`.
    private func cardRect(in rect: Rect, alert: BlockerAlert?, theme: Theme) -> Rect {
        guard let alert else { return rect }
        let top = min(rect.height, alert.height(width: rect.width, theme: theme))
        return rect.rows(from: top, count: rect.height - top)
    }

    private func alert(of shown: VehicleReportCard) -> BlockerAlert? {
        shown.alert.map(BlockerAlert.init)
    }

    private func card(
        _ shown: VehicleReportCard, firstLine: Int, context: ScreenContext
    ) -> KeyValueCard {
        guard let report else { return KeyValueCard(rows: [], firstLine: firstLine) }
        let messages = context.messages
        let rows = FinesPart.inserting(
            into: shown.rows, report: report, isExpanded: finesExpanded, messages: messages)
        return KeyValueCard(rows: rows, firstLine: firstLine)
    }
}

extension VehicleStateView {
    /// The view of what `vehicle` holds about `plate`.
    @MainActor
    init(
        _ vehicle: VehicleReportViewModel, plate: Plate, isFavorite: Bool?, idleText: String?,
        finesExpanded: Bool
    ) {
        let isShown = vehicle.plate == plate
        self.init(
            report: isShown ? vehicle.report : nil, asking: isShown ? vehicle.asking : [],
            failure: isShown ? vehicle.failure : nil, plate: plate, isFavorite: isFavorite,
            offset: 0, idleText: idleText, finesExpanded: finesExpanded)
    }
}
