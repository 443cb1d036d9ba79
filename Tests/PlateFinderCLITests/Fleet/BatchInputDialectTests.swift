import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderCLI

/// Input files as spreadsheets and editors write them, read from a file as a batch reads
/// it: what each line gives, as `plate@line`, `invalid@line`, `unreadable@line` or
/// `unclosed@line`.
struct BatchInputDialectTests {
    @Test(arguments: [
        ("BOM, CSV", "\u{FEFF}plate,owner\nPCQ5129,a\n", ["PCQ5129@2"]),
        ("BOM, list", "\u{FEFF}PCQ5129\nGBA0987\n", ["PCQ5129@1", "GBA0987@2"]),
        ("semicolon", "Propietario;Placa\r\nAna, Luis;PCQ5129\r\n", ["PCQ5129@2"]),
        ("tab", "owner\tplate\tnote\n\tPCQ5129\t\nEva\tGBA0987\tx\n", ["PCQ5129@2", "GBA0987@3"]),
        (
            "quoted line break", "owner,plate\n\"Ana\nand Luis\",PCQ5129\nEva,GBA0987\n",
            ["PCQ5129@2", "GBA0987@4"]
        ),
        (
            "quoted CRLF", "owner,plate\r\n\"Ana\r\nLuis\",PCQ5129\r\nEva,GBA0987\r\n",
            ["PCQ5129@2", "GBA0987@4"]
        ),
        ("doubled quotes", "owner,plate\n\"Ana \"\"A\"\", 2\",\"PCQ5129\"\n", ["PCQ5129@2"]),
        (
            "unclosed quote", "owner,plate\n\"Ana,PCQ5129\nEva,GBA0987\n",
            ["unclosed@2", "GBA0987@3"]
        ),
        ("CR", "plate\rPCQ5129\rGBA0987\r", ["PCQ5129@2", "GBA0987@3"]),
        ("CRLF", "PCQ5129\r\nGBA0987\r\n", ["PCQ5129@1", "GBA0987@2"]),
        (
            "NUL, VT, FF", "PCQ\u{0}5129\nPCQ\u{B}5130\nPCQ\u{C}5131\nGBA0987",
            ["invalid@1", "invalid@2", "invalid@3", "GBA0987@4"]
        ),
        ("CSV line with NUL", "owner;plate\nAna;PCQ\u{0}5129\n", ["invalid@2"]),
    ])
    func read_readsEachDialect(name: String, text: String, expected: [String]) throws {
        #expect(try makeSUT(text) == expected, "\(name)")
    }

    @Test func read_takesTheDelimiterItIsGiven_overTheOneTheHeaderUsesMost() throws {
        let text = "plate;owner,first,last\nPCQ5129;Ana,B,C\n"

        #expect(try makeSUT(text, delimiter: .semicolon) == ["PCQ5129@2"])
        #expect(try makeSUT(text) == ["invalid@1", "invalid@2"])
    }

    // MARK: - Helpers

    /// What the lines of a file holding `text` give, read as a batch reads its input.
    private func makeSUT(_ text: String, delimiter: CSVDelimiter? = nil) throws -> [String] {
        try BatchInputFile.lines(of: text, delimiter: delimiter).map(Self.summary)
    }

    private static func summary(_ line: BatchInputLine) -> String {
        switch line {
        case .plate(let plate, let number, _): "\(plate.value)@\(number)"
        case .invalid(_, let number, _): "invalid@\(number)"
        case .repeated(_, let number): "repeated@\(number)"
        case .unreadable(let number): "unreadable@\(number)"
        case .unclosedQuote(let number): "unclosed@\(number)"
        }
    }
}
