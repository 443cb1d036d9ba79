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

    /// The line, without a newline; every stored text already made terminal-safe.
    public let text: String

    /// The line for `item`, its date in `timeZone`, worded by `messages`.
    public init(
        item: SearchHistoryItem, isFavorite: Bool, messages: Messages, timeZone: TimeZone
    ) {
        let plate = ControlCharacterStripper.strip(item.plate.value)
        let padding = String(repeating: " ", count: max(0, Self.plateWidth - plate.count))
        let mark = isFavorite ? Self.favoriteMark : " "
        let date = DateText.local(item.searchDate, timeZone: timeZone)
        text = "\(mark) \(plate)\(padding)  \(date)  " + Self.outcome(of: item, messages)
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
            Messages.emptyValue
        }
    }
}
