import Foundation
import PlateFinderDomain

/// Reads one page of the fines grid's JSON, each cell by its column's name.
///
/// The answer must be JSON naming each key of an object once; every fine must be about the
/// vehicle's plate, every amount readable, every date one that exists; the page must say
/// where it stands, and that must be a place that can be. Anything else is not understood.
/// The driver's identity document is in the grid but never read, and a cell read that
/// holds a bare number shaped like one (a page whose columns are labelled wrongly) makes
/// the whole page not understood, without quoting it.
enum ANTFinesGridMapper {
    /// The page in `data`, whose cells follow `columns`, listing fines of `plate`.
    static func page(
        _ data: Data, columns: [ANTFinesColumn: Int], plate: Plate
    ) throws(LookupFailureReason) -> ANTFinesGridPage {
        try JSONDuplicateKeyScanner.requireUnambiguous(
            data, notJSON: .grid(.notJSON), duplicated: { .grid(.duplicateKey($0)) })
        let dto: ANTFinesGridPageDTO
        do {
            dto = try JSONDecoder().decode(ANTFinesGridPageDTO.self, from: data)
        } catch {
            throw .notUnderstood(.grid(.notJSON))
        }
        guard let page = dto.page.wholeNumber, let totalPages = dto.total.wholeNumber,
            let records = dto.records.wholeNumber
        else { throw .notUnderstood(.grid(.pageUnnumbered)) }
        // An empty grid may number its only page 0 or 1 of 0; every page holds a fine.
        guard page >= 0, records >= 0, (0...max(records, 1)).contains(totalPages),
            page <= max(totalPages, 1), page >= 1 || totalPages == 0,
            totalPages >= 1 || records == 0
        else {
            throw .notUnderstood(
                .grid(.impossiblePage(page: page, pages: totalPages, records: records)))
        }
        var fines: [TrafficFine] = []
        for row in dto.rows ?? [] {
            fines.append(try fine(row.cell, columns: columns, plate: plate))
        }
        return ANTFinesGridPage(
            page: page, totalPages: totalPages, records: records, fines: fines)
    }

    private static func fine(
        _ cells: [ANTFinesCell], columns: [ANTFinesColumn: Int], plate: Plate
    ) throws(LookupFailureReason) -> TrafficFine {
        func cell(_ column: ANTFinesColumn) throws(LookupFailureReason) -> ANTFinesCell {
            guard let index = columns[column], cells.indices.contains(index) else {
                throw .notUnderstood(.grid(.missingCell(column.name)))
            }
            return cells[index]
        }
        // Before anything is read from the row, so that no failure quotes such a number.
        for column in ANTFinesColumn.allCases
        where IdentityNumberShape.matches(HTMLTextNormalizer.normalize(try cell(column).text)) {
            throw .notUnderstood(.grid(.identityNumber(column: column.name)))
        }
        func text(_ column: ANTFinesColumn) throws(LookupFailureReason) -> String {
            HTMLTextNormalizer.normalize(try cell(column).text)
        }
        func date(_ column: ANTFinesColumn) throws(LookupFailureReason) -> ReportedDate {
            let written = try text(column)
            guard let date = FineDateText.date(written) else {
                throw .notUnderstood(.grid(.notADate(column: column.name, text: written)))
            }
            return date
        }
        func amount(_ column: ANTFinesColumn) throws(LookupFailureReason) -> Money {
            let written = try text(column)
            // A number sent as a number is read by its value: its text has lost its zeros.
            let read: Money?
            if let number = try cell(column).number {
                read = FineAmountText.money(number)
            } else {
                read = FineAmountText.money(written)
            }
            guard let money = read else {
                throw .notUnderstood(.grid(.notAnAmount(column: column.name, text: written)))
            }
            return money
        }
        let written = try text(.plate)
        guard Plate(written) == plate else {
            throw .notUnderstood(.grid(.fineOfOtherPlate(written)))
        }
        let citation = try text(.citation)
        guard !citation.isEmpty else { throw .notUnderstood(.grid(.fineWithoutCitation)) }
        return TrafficFine(
            citation: citation, agency: try text(.agency),
            issuedOn: try date(.issuedOn), notifiedOn: try date(.notifiedOn),
            payBy: try date(.payBy), points: try points(try text(.points)),
            sanction: try amount(.sanction), surcharge: try amount(.surcharge),
            remission: try amount(.remission), total: try amount(.total),
            article: try text(.article))
    }

    /// Points as written (`6`, `1.5`, `1,5`); nil when the cell is empty.
    private static func points(_ written: String) throws(LookupFailureReason) -> Decimal? {
        guard !written.isEmpty else { return nil }
        let dotted = written.replacingOccurrences(of: ",", with: ".")
        let parts = dotted.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), dotted.count <= 6,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let points = Decimal(string: dotted, locale: nil)
        else { throw .notUnderstood(.grid(.pointsNotANumber(written))) }
        return points
    }
}
