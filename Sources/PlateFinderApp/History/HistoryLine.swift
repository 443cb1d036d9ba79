import Foundation
import PlateFinderDomain

/// One line of `platefinder history`: a favourite mark, the plate, the local date and time
/// of the search, and the vehicle in a few words or why the search failed.
///
/// `* PBX1234  2026-11-29 09:03  TOYOTA AA COROLLA 1.6 (2009)`
public struct HistoryLine: Equatable, Sendable {
    /// What marks a favourite plate at the start of the line.
    public static let favoriteMark = "*"
    /// Plates are padded to this width so the dates line up.
    static let plateWidth = 7

    /// The cells, in order: the favourite mark (or a space), the plate, the date and time,
    /// and the vehicle or why the search failed; every stored text already made
    /// terminal-safe. A front end that must bound the line cuts them and joins them again
    /// with `joined(_:)`.
    public let cells: [String]

    /// The line, without a newline.
    public var text: String { Self.joined(cells) }

    /// The line for `item`, its date in `timeZone`, worded by `messages`.
    public init(
        item: SearchHistoryItem, isFavorite: Bool, messages: Messages, timeZone: TimeZone
    ) {
        cells = [
            isFavorite ? Self.favoriteMark : " ",
            ControlCharacterStripper.strip(item.plate.value),
            DateText.local(item.searchDate, timeZone: timeZone),
            Self.outcome(of: item, messages),
        ]
    }

    /// `cells` laid out as a line: the plate padded so the dates line up, two spaces
    /// between the other cells.
    public static func joined(_ cells: [String]) -> String {
        guard cells.count == 4 else { return cells.joined(separator: "  ") }
        let padding = String(repeating: " ", count: max(0, plateWidth - cells[1].count))
        return "\(cells[0]) \(cells[1])\(padding)  \(cells[2])  \(cells[3])"
    }

    private static func outcome(of item: SearchHistoryItem, _ messages: Messages) -> String {
        switch (item.car, item.lastFailure) {
        case (let car?, nil):
            messages.vehicleSummary(car.terminalSafe)
        case (let car?, let failure?):
            messages.vehicleSummary(car.terminalSafe) + " ("
                + messages.lastSearchFailed(failure) + ")"
        case (nil, let failure?):
            messages.historyFailure(failure)
        case (nil, nil):
            // Every search records a vehicle or a failure; an item with neither had its
            // saved vehicle pruned since.
            messages.noLongerSaved
        }
    }
}
