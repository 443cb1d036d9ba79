import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// The dialects a batch writes CSV in, byte for byte: plain as ever, `--delimiter`, and
/// Excel's per language (byte-order mark, `;` and decimal commas in Spanish).
struct CSVOutputDialectTests {
    @Test(arguments: [
        (Language.english, CSVDelimiter?.none, CSVDelimiter.comma, DecimalSeparator.point),
        (.spanish, nil, .semicolon, .comma),
        (.spanish, .tab, .tab, .comma),
        (.spanish, .comma, .comma, .point),
        (.english, .semicolon, .semicolon, .point),
    ])
    func excel_takesTheLanguagesDelimiterAndDecimals_unlessADelimiterIsGiven(
        language: Language, given: CSVDelimiter?, delimiter: CSVDelimiter,
        decimals: DecimalSeparator
    ) {
        #expect(
            CSVOutputDialect.excel(in: language, delimiter: given)
                == CSVOutputDialect(
                    delimiter: delimiter, hasByteOrderMark: true, decimalSeparator: decimals))
    }

    @Test(arguments: [
        (CSVOutputDialect.plain, "874.16", ","),
        (.excel(in: .english), "874.16", ","),
        (.excel(in: .spanish), "874,16", ";"),
        (.excel(in: .spanish, delimiter: .tab), "874,16", "\t"),
        (.excel(in: .spanish, delimiter: .comma), "874.16", ","),
        (makeSUT(delimiter: .semicolon), "874.16", ";"),
    ])
    func line_writesEveryColumnInTheDialect(
        dialect: CSVOutputDialect, amount: String, delimiter: String
    ) {
        let line = BatchCSV.line(for: BatchRow(BatchSamples.found), in: dialect)

        let fields = [
            "PBX1234", "found", "mixed", "ant", "2026-11-29T23:53:20Z", "TOYOTA",
            "AA COROLLA 1.6", "2009", "AUTOMOVIL", "USO PUBLICO", "5", "late", "2030-05-31", "",
            "4", amount, "", "registrationLate|finesPending",
        ]
        #expect(line == fields.joined(separator: delimiter) + "\r\n")
    }

    @Test func opening_startsWithTheByteOrderMark_onlyForExcel() {
        let excel = Array(BatchCSV.opening(in: .excel(in: .spanish)).utf8)
        let plain = Array(BatchCSV.opening(in: .plain).utf8)

        #expect(excel.prefix(3) == [0xEF, 0xBB, 0xBF])
        #expect(
            String(decoding: excel.dropFirst(3), as: UTF8.self)
                == BatchCSV.columns.joined(separator: ";") + "\r\n")
        #expect(plain == Array(BatchCSV.header.utf8))
        #expect(BatchCSV.header == BatchCSV.columns.joined(separator: ",") + "\r\n")
    }

    @Test(arguments: [
        (CSVDelimiter.semicolon, "RAV4; 4X4", #""RAV4; 4X4""#),
        (.semicolon, "RAV4, 4X4", "RAV4, 4X4"),
        (.comma, "RAV4; 4X4", "RAV4; 4X4"),
        (.comma, "RAV4, 4X4", #""RAV4, 4X4""#),
        (.tab, #"17" WHEELS"#, #""17"" WHEELS""#),
        (.semicolon, "LINE\nBREAK", "LINE BREAK"),
    ])
    func line_quotesAFieldHoldingTheDelimiterOrAQuote_only(
        delimiter: CSVDelimiter, model: String, written: String
    ) {
        let row = BatchRow(BatchSamples.car(model: model))

        let line = BatchCSV.line(for: row, in: Self.makeSUT(delimiter: delimiter))

        let separator = String(Character(delimiter.character))
        #expect(line.contains(separator + written + separator))
    }

    @Test(arguments: [
        ("a\tb", "\t", "\"a\tb\""), ("a;b", ";", "\"a;b\""), ("a\r\nb", ";", "\"a\r\nb\""),
        ("a,b", ";", "a,b"),
    ])
    func record_quotesWhatHoldsTheDelimiterOrALineBreak(
        field: String, delimiter: String, written: String
    ) throws {
        let scalar = try #require(delimiter.unicodeScalars.first)

        #expect(CSVRecord.line(of: ["x", field], separatedBy: scalar) == "x" + delimiter + written)
    }

    @Test(arguments: [
        (
            Language.english, CSVOutputDialect.excel(in: .spanish),
            "CSV separated by semicolons, decimal commas, with a byte-order mark (BOM)"
        ),
        (
            .spanish, .excel(in: .spanish),
            "CSV separado por punto y coma, coma decimal, con marca de orden de bytes (BOM)"
        ),
        (.english, .plain, "CSV separated by commas, decimal points, without a byte-order mark"),
        (
            .spanish, makeSUT(delimiter: .tab),
            "CSV separado por tabuladores, punto decimal, sin marca de orden de bytes"
        ),
    ])
    func description_namesDelimiterDecimalsAndMark(
        language: Language, dialect: CSVOutputDialect, expected: String
    ) {
        #expect(Messages(language: language).description(of: dialect) == expected)
    }

    @Test func excelOutput_readBackAsBatchInput_givesTheSamePlates() throws {
        let dialect = CSVOutputDialect.excel(in: .spanish)
        let reports = [
            BatchSamples.found, BatchSamples.partial,
            VehicleReports.report(
                "GBA0987",
                ant: VehicleReports.saved(
                    CarFactory.make(plate: "GBA0987", model: "RAV4; \"XL\"\n4X4"))),
        ]
        let text =
            BatchCSV.opening(in: dialect)
            + reports.map { BatchCSV.line(for: BatchRow($0), in: dialect) }.joined()

        let plates = try BatchInputFile.lines(of: text).map { line in
            guard case .plate(let plate, let number, _) = line else { return "\(line)" }
            return "\(plate.value)@\(number)"
        }

        #expect(plates == ["PBX1234@2", "GBC4567@3", "GBA0987@4"])
    }

    // MARK: - Helpers

    typealias DecimalSeparator = CSVOutputDialect.DecimalSeparator

    /// The plain dialect with `delimiter`, as `--delimiter` alone asks for it.
    private static func makeSUT(delimiter: CSVDelimiter) -> CSVOutputDialect {
        CSVOutputDialect(delimiter: delimiter, hasByteOrderMark: false, decimalSeparator: .point)
    }
}
