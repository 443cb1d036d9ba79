import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// Prints a vehicle report as `find` does: its card (`VehicleReportCard`) as text, or one
/// JSON object (`VehicleReportJSON`); notes on standard error say which parts are saved
/// copies standing in, and why a source failed while another answered. The blocker alert
/// and a late or blocked status are coloured on a colour terminal and marked without one
/// (`UrgentText`).
struct VehicleReportPrinter {
    /// Marks the blocker line, so that it stands out without colour.
    static let alertMarker = UrgentText.marker

    /// The run's configuration, wording and console.
    let context: CommandContext
    /// The instant ages are counted up to.
    let now: Date

    /// Prints `report`, whose plate `isFavorite`, as JSON or as text.
    func print(_ report: VehicleReport, isFavorite: Bool, json: Bool) {
        let console = context.console
        if json {
            console.output(
                VehicleReportJSON.object(for: report, isFavorite: isFavorite).prettyText + "\n")
        } else {
            let card = VehicleReportCard(
                report: report, isFavorite: isFavorite, messages: context.messages,
                timeZone: context.timeZone, now: now)
            let colors = context.outputColors
            console.output(
                (card.alert.map { UrgentText.printed($0, colors: colors) + "\n\n" } ?? "")
                    + card.sections.map { section in
                        (section.heading.map { $0 + "\n" } ?? "")
                            + KeyValueCard(rows: section.rows).text(colors: colors)
                    }.joined(separator: "\n"))
        }
        for note in notes(report) { console.note(note) }
        context.noteUnreadableStandIns(report)
    }

    /// What standard error says beside the report: each saved copy that stood in, each
    /// source that failed while another answered (the fines not again when the vehicle
    /// page they are read from failed), each fine status that could not be read, a vehicle
    /// shown from its saved copy, and a search the store could not keep.
    private func notes(_ report: VehicleReport) -> [String] {
        let messages = context.messages
        let plate = report.plate.plate
        var notes: [String] = []
        func note<Answer>(_ part: ReportPart<Answer>, _ source: VehicleSource) {
            if let origin = part.origin {
                if let stoodIn = messages.standInNote(
                    origin, of: source, timeZone: context.timeZone)
                {
                    notes.append(stoodIn)
                }
            } else if case .failed(let failure) = part {
                notes.append(messages.sentence(for: failure, plate: plate))
            }
        }
        note(report.ant, .ant)
        if case .answered(_, .saved(let at, nil)) = report.ant {
            notes.append(
                messages.savedCopyNote(fetchedAt: at, plate: plate, timeZone: context.timeZone))
        }
        // Only a fresh answer is lost to a store that can only be read; a saved copy is not.
        if report.storeFailures[.ant] == .readOnly, report.ant.origin?.isSavedCopy == false {
            notes.append(messages.answerNotSaved(path: context.configuration.storePath))
        }
        note(report.sri, .sri)
        // Fines that failed with the page they are read from were said with the ANT's part;
        // a saved copy of them standing in is still said, with its own date.
        if report.ant.failure == nil || report.fines.origin != nil { note(report.fines, .fines) }
        if case .answered(let fines, _) = report.fines {
            notes += fines.unread.map {
                messages.finesUnreadSentence($0, plate: report.plate.plate)
            }
        }
        return notes
    }
}
