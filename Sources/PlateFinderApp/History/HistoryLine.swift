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

    /// The favourite mark, or a space.
    public let mark: String
    /// The plate, terminal-safe.
    public let plate: String
    /// The date and time of the search.
    public let date: String
    /// The vehicle, or why the search failed; terminal-safe.
    public let outcome: String

    /// The line, without a newline.
    public var text: String { text(cuttingEachCell: { $0 }) }

    /// The line for `item`, its date in `timeZone`, worded by `messages`.
    public init(
        item: SearchHistoryItem, isFavorite: Bool, messages: Messages, timeZone: TimeZone
    ) {
        mark = isFavorite ? Self.favoriteMark : " "
        plate = ControlCharacterStripper.strip(item.plate.value)
        date = DateText.local(item.searchDate, timeZone: timeZone)
        outcome = Self.outcome(of: item, messages)
    }

    /// The line with each cell first passed through `cut` (a front end bounding it), the
    /// plate padded so the dates line up.
    public func text(cuttingEachCell cut: (String) -> String) -> String {
        let plate = cut(plate)
        let padding = String(repeating: " ", count: max(0, Self.plateWidth - plate.count))
        return "\(cut(mark)) \(plate)\(padding)  \(cut(date))  \(cut(outcome))"
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
