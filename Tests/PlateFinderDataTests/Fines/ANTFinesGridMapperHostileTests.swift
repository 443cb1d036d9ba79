import Foundation
import PlateFinderDomain
import Testing

@testable import PlateFinderData

/// Grid pages that must not be believed: a cell shaped like a person's identity number, a
/// date or time that does not exist, a place among the pages that cannot be, a key named
/// twice. None of them quotes an identity number.
struct ANTFinesGridMapperHostileTests {
    @Test(arguments: [
        (17, "1712345678", "Artículo/Literal"), (17, " 1712345678 ", "Artículo/Literal"),
        (17, "1712345678001", "Artículo/Literal"), (2, "1712345678", "Entidad"),
        (3, "0912345678", "# Citación"), (4, "1712345678", "Placa"),
        (6, "1712345678", "Fecha de Emisión"), (9, "1712345678", "Puntos"),
        (16, "1712345678", "Total a Pagar"), (17, "１７１２３４５６７８", "Artículo/Literal"),
    ])
    func page_refusesACellShapedLikeAnIdentityNumber_withoutQuotingIt(
        index: Int, text: String, column: String
    ) {
        let json = Self.page(rows: [Self.row([index: text])])

        #expect(throws: LookupFailureReason.notUnderstood(.grid(.identityNumber(column: column)))) {
            try makeSUT(json)
        }
    }

    @Test(arguments: [
        "171234567", "17123456789", "171234567800", "17123456780012", "ART. 1712345678",
        "1712345678-9", "171 234 5678",
    ])
    func page_readsTextsThatAreNotAnIdentityNumbersShape(article: String) throws {
        let fine = try #require(try makeSUT(Self.page(rows: [Self.row([17: article])])).fines.first)

        #expect(fine.article == article)
    }

    @Test func page_refusesAnIdentityNumberSentAsAJSONNumber() {
        var cells = Self.cells
        cells[17] = "1712345678"
        let json = Self.page(rows: ["[" + cells.joined(separator: ", ") + "]"])

        #expect(
            throws: LookupFailureReason.notUnderstood(
                .grid(.identityNumber(column: "Artículo/Literal")))
        ) { try makeSUT(json) }
    }

    @Test(arguments: [
        (6, "2025-01-01T25:99", "Fecha de Emisión"), (7, "31/02/2025", "Fecha Notificación"),
        (8, "14/08/2025 23:60", "Límite de Pago"), (8, "2025-13-01", "Límite de Pago"),
        (6, "14-08-2025 10", "Fecha de Emisión"),
    ])
    func page_refusesADateOrTimeThatDoesNotExist(index: Int, text: String, column: String) {
        let json = Self.page(rows: [Self.row([index: text])])

        #expect(
            throws: LookupFailureReason.notUnderstood(.grid(.notADate(column: column, text: text)))
        ) { try makeSUT(json) }
    }

    @Test func page_keepsADateInAnUnknownForm_asWritten() throws {
        let fine = try #require(
            try makeSUT(Self.page(rows: [Self.row([6: "Aug 14, 2025"])])).fines.first)

        #expect(fine.issuedOn.unreadText == "Aug 14, 2025")
    }

    @Test(arguments: [
        (7, 0, 0), (2, 1, 1), (0, 1, 1), (-1, 1, 1), (1, -1, 0), (1, 1, -1), (1, 0, 3),
        (1, 5, 2), (3, 2, 60), (1, 2, 1),
    ])
    func page_refusesAPlaceAmongThePagesThatCannotBe(page: Int, pages: Int, records: Int) {
        let json = Data(
            #"{"page": "\#(page)", "total": \#(pages), "records": "\#(records)", "rows": []}"#.utf8)

        #expect(
            throws: LookupFailureReason.notUnderstood(
                .grid(.impossiblePage(page: page, pages: pages, records: records)))
        ) { try makeSUT(json) }
    }

    @Test(arguments: [(1, 0, 0), (0, 0, 0), (1, 1, 0), (1, 1, 1), (2, 3, 120), (3, 3, 101)])
    func page_acceptsAPlaceAmongThePagesThatCanBe(page: Int, pages: Int, records: Int) throws {
        let json = Data(
            #"{"page": \#(page), "total": "\#(pages)", "records": \#(records), "rows": []}"#.utf8)

        let read = try makeSUT(json)

        #expect([read.page, read.totalPages, read.records] as [Int] == [page, pages, records])
    }

    @Test(arguments: [
        (#"{"page": 1, "page": 2, "total": 2, "records": 2, "rows": []}"#, "page"),
        (#"{"page": 1, "total": 1, "records": 0, "rows": [], "records": 4}"#, "records"),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [], "cell": []}]}"#,
            "cell"
        ),
        (#"{"page": 1, "total": 1, "records": 0, "\u0072ows": [], "rows": []}"#, "rows"),
    ])
    func page_refusesAnAnswerNamingAKeyTwice(json: String, key: String) {
        #expect(throws: LookupFailureReason.notUnderstood(.grid(.duplicateKey(key)))) {
            try makeSUT(Data(json.utf8))
        }
    }

    // MARK: - Helpers

    /// The cells of a row as JSON strings, in the page's column order.
    static let cells = [
        "<input>", "1", "ANT", "A1", "ABC1234", "", "14/08/2025", "15/08/2025", "13/09/2025",
        "6", "N", "N", "N", "47.00", "4.70", "0.00", "51.70", "ART. 1", "0", "", "", "",
    ].map { "\"\($0)\"" }

    /// A row's cells as a JSON array, those at the indexes of `replacing` holding its texts.
    static func row(_ replacing: [Int: String]) -> String {
        var cells = Self.cells
        for (index, text) in replacing { cells[index] = "\"\(text)\"" }
        return "[" + cells.joined(separator: ", ") + "]"
    }

    /// A grid page of one page listing `rows`.
    static func page(rows: [String]) -> Data {
        let listed = rows.enumerated().map { #"{"id": "\#($0.offset)", "cell": \#($0.element)}"# }
        return Data(
            (#"{"page": 1, "total": 1, "records": \#(rows.count), "rows": ["#
                + listed.joined(separator: ", ") + "]}").utf8)
    }

    private func makeSUT(_ data: Data) throws -> ANTFinesGridPage {
        guard
            case .success(let indexes) = ANTFinesColumn.indexes(
                in: ANTFinesGridMapperTests.pageColumns)
        else { throw ANTFinesGridMapperTests.Failure.fixture("columns") }
        return try ANTFinesGridMapper.page(data, columns: indexes, plate: Plate("ABC1234"))
    }
}
