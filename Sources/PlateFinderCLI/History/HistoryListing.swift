import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// The lines `platefinder history` prints, bounded so one stored text (a model the portal
/// wrote megabytes long) cannot flood the output.
///
/// On a terminal each line fits its width, the cell that does not fit cut with an
/// ellipsis; elsewhere each cell is cut at `cellCap` columns. Columns are counted as a
/// terminal shows them (a CJK character takes two). `--json` keeps every text whole.
struct HistoryListing: Equatable, Sendable {
    /// The widest a cell grows when standard output is not a terminal.
    static let cellCap = 200

    /// The lines, each without a newline.
    let lines: [String]

    /// The lines for `items`, marking `favorites`, their dates in `timeZone`, worded by
    /// `messages`; `columns` is the terminal's width, nil when standard output is none.
    init(
        items: [SearchHistoryItem], favorites: Set<Plate>, messages: Messages,
        timeZone: TimeZone, columns: Int?
    ) {
        lines = items.map { item in
            let line = HistoryLine(
                item: item, isFavorite: favorites.contains(item.plate), messages: messages,
                timeZone: timeZone)
            return Self.fitted(line, columns: columns)
        }
    }

    /// `line` cut as the output allows: to `columns` when given, else each cell to
    /// `cellCap`.
    static func fitted(_ line: HistoryLine, columns: Int?) -> String {
        guard let columns else {
            return line.text(cuttingEachCell: { TextWrap.truncated($0, toColumns: cellCap) })
        }
        // The vehicle or failure comes last, so it is the cell the cut falls in; on a
        // terminal too narrow for the plate and date, those are cut as well.
        return TextWrap.truncated(line.text, toColumns: max(1, columns))
    }
}
