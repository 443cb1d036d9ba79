import Foundation
import FuzzSupport
import PlateFinderApp
import PlateFinderCLI
import PlateFinderData
import PlateFinderDomain

/// What every front end makes of the rows read — lines, JSON, calendars, the due list,
/// the report of a plate from its saved answers alone and with every source out of reach —
/// and its notes for the rows not read, in English and Spanish: made without a trap, the
/// notes safe to print.
enum FrontEndWording {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)
    static let timeZone = TimeZone(identifier: "America/Guayaquil") ?? .gmt
    static let clock = DayClock(timeZone: timeZone, instants: InstantClock { now })

    static func require(
        _ database: SQLitePlateFinderDatabase, history: [SearchHistoryItem],
        favorites: [Plate], tasks: [TaskItem], saved: [SavedAnswerEntry],
        unreadable: [UnreadableRow]
    ) async {
        let lookUp = LookUpVehicle(
            pages: UnreachableSources(), fines: UnreachableSources(),
            registrations: UnreachableSources(), vehicles: SQLiteCarStore(database: database),
            savedFines: SQLiteFinesStore(database: database),
            savedRegistrations: SQLiteRegistrationStore(database: database), clock: clock)
        let plates = Set(history.map(\.plate) + favorites + saved.map(\.plate)).union(
            [PlantedStore.plate])
        var reports: [VehicleReport] = []
        for plate in plates {
            guard let plate = PlateSubmission(plate.value).lookupPlate else { continue }
            for freshness in [FreshnessPolicy.historyShow, .find, .due] {
                reports.append(
                    await lookUp(plate, LookupOptions(freshness: freshness, recordsSearch: false)))
            }
        }
        let due: StoreListing<DueItem>
        do {
            due = try await ListDueItems(
                favorites: SQLiteCarStore(database: database), lookUp: lookUp, clock: clock
            )(plates: Array(plates), withinDays: 3_660)
        } catch {
            Property.require(false, "the due list failed with \(error)")
            return
        }
        for language in Language.allCases {
            let messages = Messages(language: language)
            write(history, favorites, tasks, saved, due.rows, reports, messages)
            for row in unreadable + due.unreadable
                + reports.flatMap(\.unreadableSavedCopiesInSourceOrder)
            {
                for note in [
                    messages.unreadableRowNote(row), messages.unreadableStandInNote(row),
                    messages.unreadableRowRemoved(row),
                    messages.sentence(for: .unreadableRow(row), path: "/store.sqlite"),
                ] {
                    Property.require(
                        TerminalSafety.firstForbidden(in: note) == nil,
                        "a note not safe to print: \(Property.quote(note))")
                }
            }
        }
    }

    /// Everything a front end writes of what was read.
    private static func write(
        _ history: [SearchHistoryItem], _ favorites: [Plate], _ tasks: [TaskItem],
        _ saved: [SavedAnswerEntry], _ due: [DueItem], _ reports: [VehicleReport],
        _ messages: Messages
    ) {
        var written = [
            HistoryItemJSON.array(for: history, favorites: favorites).prettyText,
            TaskJSON.array(for: tasks).prettyText,
            ICSTaskExporter.calendar(for: tasks, now: now),
            SavedAnswerLine.json(for: saved, now: now).prettyText,
            DueLine.json(for: due, messages: messages, now: now).prettyText,
            DueCalendar.calendar(for: due, messages: messages, timeZone: timeZone, now: now),
        ]
        written += history.map {
            HistoryLine(item: $0, isFavorite: false, messages: messages, timeZone: timeZone).text
        }
        written += saved.map {
            SavedAnswerLine.line(for: $0, messages: messages, timeZone: timeZone, now: now)
        }
        written += due.map { DueLine.line(for: $0, messages: messages, now: now) }
        for report in reports {
            let card = VehicleReportCard(
                report: report, isFavorite: nil, messages: messages, timeZone: timeZone, now: now)
            written += card.rows.map(\.value)
            written.append(VehicleReportJSON.object(for: report, isFavorite: false).prettyText)
        }
        Property.require(!written.isEmpty, "nothing written")
    }
}
