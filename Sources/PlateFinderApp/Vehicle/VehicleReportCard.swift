import Foundation
import PlateFinderDomain

/// The card of a vehicle report, as `find` and `history show` print it and the app shows
/// it: the vehicle (where it came from, the ANT's rows, the pending fines), then the SRI's
/// dues. Every part says where it came from, or why it gave nothing; a part still being
/// asked says so. Built once here, so every front end reads the same report the same way.
public struct VehicleReportCard: Equatable, Sendable {
    /// A run of rows under an optional heading.
    public struct Section: Equatable, Sendable {
        /// The line above the rows, if any.
        public let heading: String?
        /// The rows, every outside text already made terminal-safe.
        public let rows: [CardRow]
    }

    /// The sections, in order.
    public let sections: [Section]
    /// The line the card opens with when a blocker is found (`PurchaseCheck`'s rule, the
    /// one `check` reads): what stops buying, selling or driving the vehicle; nil otherwise.
    public let alert: String?

    /// The card of `report` (its `asking` sources still being asked), whose plate
    /// `isFavorite` when known. Dates are local to `timeZone`, ages counted up to `now`; a
    /// time-out advises `--timeout` only where `offersTimeoutOption` (a front end started
    /// with options, not a graphical app).
    public init(
        report: VehicleReport, isFavorite: Bool?, asking: Set<VehicleSource> = [],
        messages: Messages, timeZone: TimeZone, now: Date, offersTimeoutOption: Bool = true
    ) {
        let parts = VehicleReportCardParts(
            report: report, asking: asking, messages: messages, timeZone: timeZone, now: now,
            offersTimeoutOption: offersTimeoutOption)
        var vehicle = parts.vehicleRows()
        let fines = parts.finesRows()
        let favorite = isFavorite.map {
            CardRow(label: messages.label(.favorite), value: messages.yesNo($0))
        }
        var sections: [Section] = []
        if report.asked(.ant) || asking.contains(.ant) || fines.isEmpty {
            vehicle += fines + (favorite.map { [$0] } ?? [])
            sections.append(Section(heading: nil, rows: vehicle))
        } else {
            // Without the ANT's vehicle, the fines read from its page stand apart.
            sections.append(Section(heading: nil, rows: vehicle + (favorite.map { [$0] } ?? [])))
            sections.append(Section(heading: messages.finesHeading, rows: fines))
        }
        let check = PurchaseCheck(report: report)
        if let dues = parts.duesRows() {
            sections.append(
                Section(heading: messages.duesHeading, rows: Self.marking(dues, blockers: check)))
        }
        self.sections = sections
        alert = messages.blockerAlert(check)
    }

    /// `rows` with each one that shows the SRI's text of a blocker (a notice prohibiting the
    /// sale, say) marked urgent, as the alert above names it.
    private static func marking(_ rows: [CardRow], blockers check: PurchaseCheck) -> [CardRow] {
        let texts: Set<String> = Set(
            check.blockers.compactMap { finding in
                guard case .sourceText(let text) = finding.detail else { return nil }
                return CardRow(label: "", value: ControlCharacterStripper.strip(text)).value
            })
        guard !texts.isEmpty else { return rows }
        return rows.map { texts.contains($0.value) ? $0.urgent : $0 }
    }

    /// Every row, the sections' headings as heading rows of their own.
    public var rows: [CardRow] {
        sections.flatMap { section in
            (section.heading.map { [CardRow(heading: $0)] } ?? []) + section.rows
        }
    }
}
