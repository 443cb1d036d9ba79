import Foundation
import PlateFinderDomain

/// Reads one page of the fines grid's JSON, each cell by its column's name.
///
/// Every fine must be about the vehicle's plate, every amount must be readable, and the
/// page must say where it stands; anything else is not understood. The
/// driver's identity document is in the grid but never read.
enum ANTFinesGridMapper {
    /// The page in `data`, whose cells follow `columns`, listing fines of `plate`.
    static func page(
        _ data: Data, columns: [ANTFinesColumn: Int], plate: Plate
    ) throws(LookupFailureReason) -> ANTFinesGridPage {
        let dto: ANTFinesGridPageDTO
        do {
            dto = try JSONDecoder().decode(ANTFinesGridPageDTO.self, from: data)
        } catch {
            throw .notUnderstood(.grid(.notJSON))
        }
        guard let page = dto.page.count, let totalPages = dto.total.count,
            let records = dto.records.count
        else { throw .notUnderstood(.grid(.pageUnnumbered)) }
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
        func text(_ column: ANTFinesColumn) throws(LookupFailureReason) -> String {
            HTMLTextNormalizer.normalize(try cell(column).text)
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
            issuedOn: FineDateText.date(try text(.issuedOn)),
            notifiedOn: FineDateText.date(try text(.notifiedOn)),
            payBy: FineDateText.date(try text(.payBy)), points: try points(try text(.points)),
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
