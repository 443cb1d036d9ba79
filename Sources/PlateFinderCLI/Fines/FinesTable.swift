import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// One status's fines as a table for a terminal: date, citation, points, amount and
/// article, newest first, the article wrapped in what the other columns leave.
///
/// ```
/// Date        Citation    Points  Amount     Article
/// 2025-08-14  A012345678       6  USD 51.70  ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES
///                                            DE TRÁNSITO
/// ```
///
/// Columns are counted as the terminal shows them (a CJK character takes two); every
/// portal text is made terminal-safe, and a date or citation
/// longer than its column's cap is cut short, so one hostile cell cannot push the article
/// off the screen.
struct FinesTable: Equatable, Sendable {
    /// The widest a date or citation column grows before its text is cut short.
    static let cap = 16
    /// The article always gets at least this many columns.
    static let minimumArticleWidth = 20
    /// Space between columns.
    static let gap = "  "

    /// The lines, each without a newline.
    let lines: [String]

    /// The table of `list` at most `width` columns wide (unless its fixed columns alone are
    /// wider), worded by `messages`.
    init(list: FineList, width: Int, messages: Messages) {
        let rows = list.fines.map { fine in
            [
                Self.fit(date: fine.issuedOn),
                Self.fit(ControlCharacterStripper.strip(fine.citation)),
                fine.points.map { "\($0)" } ?? Messages.emptyValue,
                messages.money(fine.total),
            ]
        }
        let titles = messages.fineColumnTitles
        let widths = (0..<4).map { column in
            ([titles[column]] + rows.map { $0[column] }).map { DisplayWidth.of($0) }.max() ?? 0
        }
        let rightAligned: Set<Int> = [2, 3]
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, text in
                Self.pad(text, to: widths[column], right: rightAligned.contains(column))
            }.joined(separator: Self.gap) + Self.gap
        }
        let fixed = widths.reduce(0, +) + Self.gap.count * 4
        let articleWidth = max(Self.minimumArticleWidth, width - fixed)
        let indent = String(repeating: " ", count: fixed)
        var lines = [line(Array(titles.prefix(4))) + titles[4]]
        for (fine, cells) in zip(list.fines, rows) {
            let article = ControlCharacterStripper.strip(fine.article)
            let wrapped = TextWrap.lines(
                phrases: [article.isEmpty ? Messages.emptyValue : article], width: articleWidth)
            lines.append(line(cells) + (wrapped.first ?? ""))
            lines += wrapped.dropFirst().map { indent + $0 }
        }
        if list.fines.contains(where: { !DateText.unreadMark($0.issuedOn).isEmpty }) {
            lines.append(messages.unreadDateNote)
        }
        self.lines = lines.map { Self.trimmingTrailingSpaces($0) }
    }

    /// The table as text, every line ending in a newline.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// `text` cut to `cap` columns, marked with an ellipsis when cut.
    private static func fit(_ text: String) -> String {
        TextWrap.truncated(text, toColumns: cap)
    }

    /// `date` within `cap` columns, marked when it is the portal's text rather than a day.
    private static func fit(date: ReportedDate) -> String {
        let mark = DateText.unreadMark(date)
        return TextWrap.truncated(DateText.reported(date), toColumns: cap - mark.count) + mark
    }

    private static func pad(_ text: String, to width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return right ? padding + text : text + padding
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
