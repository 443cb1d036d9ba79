import Foundation
import PlateFinderDomain

/// The row a vehicle's card gains for the fines' part of its report, beside the ANT's
/// counts: `Fines total  4 pending — USD 230.30`, with the saved copy's age when one stood
/// in, or why the fines could not be read.
public enum FinesTotalRow {
    /// The row for `part`; nil when the fines, or their pending ones, were not asked, or
    /// the lookup ended without a word from the portal (storage, cancelled).
    public static func row(
        for part: Result<FinesLookupResult, CarSearchError>?, messages: Messages,
        timeZone: TimeZone
    ) -> CardRow? {
        switch part {
        case .success(let result)?:
            guard let pending = result.report.pending else { return nil }
            var phrases = [messages.pendingFinesSummary(pending)]
            if result.source.isCache {
                phrases.append("(" + messages.finesSavedCopy(result, timeZone: timeZone) + ")")
            }
            return CardRow(label: messages.finesTotalLabel, phrases: phrases)
        case .failure(.lookup(let error))?:
            return CardRow(
                label: messages.finesTotalLabel, value: messages.finesNotRead(error))
        case .failure(.storage)?, .failure(.cancelled)?, nil:
            return nil
        }
    }

    /// `rows` with `row` right after the row of the ANT's fine counts (last without one).
    public static func inserting(
        _ row: CardRow, into rows: [CardRow], messages: Messages
    ) -> [CardRow] {
        var rows = rows
        let countsLabel = messages.label(.fines)
        let position = rows.firstIndex { $0.label == countsLabel }.map { $0 + 1 } ?? rows.count
        rows.insert(row, at: position)
        return rows
    }
}
