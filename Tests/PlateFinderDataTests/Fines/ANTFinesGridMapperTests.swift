import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct ANTFinesGridMapperTests {
    /// A fixture the test could not build.
    enum Failure: Error {
        case fixture(String)
    }

    /// The page's `colNames`, decoded.
    static let pageColumns = [
        "Acciones", "# Infracción", "Entidad", "# Citación", "Placa", "Documento",
        "Fecha de Emisión", "Fecha Notificación", "Límite de Pago", "Puntos", "Pag.", "Anu.",
        "Imp.", "Sanción", "Multa", "Remisión", "Total a Pagar", "Artículo/Literal", "tam_img",
        "Bq", "Img.", "Det.",
    ]

    @Test func page_readsEveryFineOfTheFixture_byColumnName() throws {
        let page = try makeSUT(Fixture.data(named: "fines_P_ABC1234.json"))

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.records == 4)
        #expect(
            page.fines.map(\.citation) == ["A012345678", "C998877661", "A011100223", "A010090012"])
        let first = try #require(page.fines.first)
        #expect(first.agency == "ANT")
        #expect(first.issuedOn.day == CalendarDate(year: 2025, month: 8, day: 14))
        #expect(first.notifiedOn.day == CalendarDate(year: 2025, month: 8, day: 15))
        #expect(first.payBy.day == CalendarDate(year: 2025, month: 9, day: 13))
        #expect(first.points == 6)
        #expect(first.sanction == Money(cents: 4_700))
        #expect(first.surcharge == Money(cents: 470))
        #expect(first.remission == .zero)
        #expect(first.total == Money(cents: 5_170))
        #expect(first.article == "ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES DE TRÁNSITO")
        #expect(page.fines[2].remission == Money(cents: -1_410))
        #expect(page.fines[3].points == Decimal(string: "1.5"))
        #expect(Money.sum(page.fines.map(\.total)) == Money(cents: 23_030))
    }

    @Test func page_mapsIdentically_whenTheColumnsComeInAnotherOrder() throws {
        let original = try makeSUT(Fixture.data(named: "fines_P_ABC1234.json"))
        let order = Array(Self.pageColumns.indices.reversed())

        let reordered = try makeSUT(
            reorderedFixture(order), columns: order.map { Self.pageColumns[$0] })

        #expect(reordered == original)
    }

    @Test(arguments: [
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(row(plate: "PBX1234"))]}]}"#,
            UnreadableGrid.fineOfOtherPlate("PBX1234")
        ),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(row(total: "51,7"))]}]}"#,
            .notAnAmount(column: "Total a Pagar", text: "51,7")
        ),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(row(total: ""))]}]}"#,
            .notAnAmount(column: "Total a Pagar", text: "")
        ),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(row(citation: " "))]}]}"#,
            .fineWithoutCitation
        ),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(row(points: "seis"))]}]}"#,
            .pointsNotANumber("seis")
        ),
        (
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": ["x", "1"]}]}"#,
            .missingCell("# Citación")
        ),
        (#"{"page": "uno", "total": 1, "records": 0, "rows": []}"#, .pageUnnumbered),
        (#"{"rows": []}"#, .notJSON),
        ("<html>error</html>", .notJSON),
    ])
    func page_refusesAGridItCannotBelieve(json: String, why: UnreadableGrid) {
        #expect(throws: LookupFailureReason.notUnderstood(.grid(why))) {
            try makeSUT(Data(json.utf8))
        }
    }

    /// Found by the fines-grid fuzz target: `51.70` sent as a number read as `51.7`.
    @Test func page_readsAmountsSentAsJSONNumbers_toTheCent() throws {
        let json =
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(Self.row(amounts: ["841660.60", "4.70", "-14.10", "47"]))]}]}"#

        let fine = try #require(try makeSUT(Data(json.utf8)).fines.first)

        #expect(
            [fine.sanction, fine.surcharge, fine.remission, fine.total]
                == [84_166_060, 470, -1_410, 4_700].map(Money.init(cents:)))
    }

    @Test func page_refusesANumberWithAFractionOfACent() {
        let json =
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(Self.row(amounts: ["47", "4.705", "0", "51.70"]))]}]}"#

        #expect(
            throws: LookupFailureReason.notUnderstood(
                .grid(.notAnAmount(column: "Multa", text: "4.705")))
        ) {
            try makeSUT(Data(json.utf8))
        }
    }

    @Test func page_neverReadsTheDriversDocument() throws {
        let json =
            #"{"page": 1, "total": 1, "records": 1, "rows": [{"id": "1", "cell": [\#(Self.row(document: "1712345678"))]}]}"#

        let fine = try #require(try makeSUT(Data(json.utf8)).fines.first)

        #expect(!"\(fine)".contains("1712345678"))
    }

    @Test func columns_reportTheFirstOneMissing() {
        let columns = Self.pageColumns.filter { $0 != "Multa" }

        guard case .failure(let missing) = ANTFinesColumn.indexes(in: columns) else {
            Issue.record("expected a missing column")
            return
        }
        #expect(missing.name == "Multa")
    }

    // MARK: - Helpers

    private func makeSUT(
        _ data: Data, columns: [String] = pageColumns
    ) throws -> ANTFinesGridPage {
        guard case .success(let indexes) = ANTFinesColumn.indexes(in: columns) else {
            throw Self.Failure.fixture("columns")
        }
        return try ANTFinesGridMapper.page(data, columns: indexes, plate: Plate("ABC1234"))
    }

    /// The fixture with every row's cells put in `order` (old indexes, new order).
    private func reorderedFixture(_ order: [Int]) throws -> Data {
        let object = try JSONSerialization.jsonObject(
            with: Fixture.data(named: "fines_P_ABC1234.json"))
        guard var grid = object as? [String: Any], let rows = grid["rows"] as? [[String: Any]]
        else { throw Self.Failure.fixture("grid") }
        grid["rows"] = rows.map { row -> [String: Any] in
            var row = row
            let cells = row["cell"] as? [Any] ?? []
            row["cell"] = order.map { cells[$0] }
            return row
        }
        return try JSONSerialization.data(withJSONObject: grid)
    }

    /// One row's cells as JSON, in the page's column order.
    static func row(
        citation: String = "A1", plate: String = "ABC1234", document: String = "",
        points: String = "6", total: String = "51.70"
    ) -> String {
        [
            "<input>", "1", "ANT", citation, plate, document, "14/08/2025", "15/08/2025",
            "13/09/2025", points, "N", "N", "N", "47.00", "4.70", "0.00", total, "ART. 1", "0",
            "", "", "",
        ].map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// One row's cells as JSON with its four amounts (Sanción, Multa, Remisión, Total a
    /// Pagar) written as JSON numbers.
    static func row(amounts: [String]) -> String {
        var cells = [
            "<input>", "1", "ANT", "A1", "ABC1234", "", "14/08/2025", "15/08/2025", "13/09/2025",
            "6", "N", "N", "N", "", "", "", "", "ART. 1", "0", "", "", "",
        ].map { "\"\($0)\"" }
        cells.replaceSubrange(13..<17, with: amounts)
        return cells.joined(separator: ", ")
    }
}
