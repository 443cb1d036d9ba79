import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

struct BatchInputParserTests {
    @Test func read_takesOnePlatePerLine_skippingBlanksAndComments() {
        let lines = parse(["# fleet", "pbx-1234", "", "  AB123C  ", "   # spare", "cd 1234"])

        #expect(
            lines == [
                .plate(.complete("PBX1234"), line: 2, input: "pbx-1234"),
                .plate(.complete("AB123C"), line: 4, input: "AB123C"),
                .plate(.complete("CD1234"), line: 6, input: "cd 1234"),
            ])
    }

    @Test func read_reportsEachInvalidLine_withItsNumber_andGoesOn() {
        let lines = parse(["PBX1234", "PBX12", "hello", "GBA0987"])

        #expect(
            lines == [
                .plate(.complete("PBX1234"), line: 1, input: "PBX1234"),
                .invalid(text: "PBX12", line: 2, format: .partiallyValid),
                .invalid(text: "hello", line: 3, format: .invalid),
                .plate(.complete("GBA0987"), line: 4, input: "GBA0987"),
            ])
    }

    @Test func read_asksARepeatedPlateOnce_evenWrittenAnotherWay() {
        let lines = parse(["PBX1234", "pbx-1234", "ABC123", "abc0123"])

        #expect(
            lines == [
                .plate(.complete("PBX1234"), line: 1, input: "PBX1234"),
                .repeated(Plate("PBX1234"), line: 2),
                .plate(.complete("ABC0123"), line: 3, input: "ABC123"),
                .repeated(Plate("ABC0123"), line: 4),
            ])
    }

    @Test(arguments: [
        (["plate,owner", "PBX1234,Ana", "GBA0987,Luis"], ["PBX1234", "GBA0987"]),
        (
            ["Owner;x,Placa,Notes", "Ana,pbx-1234,\"late, again\"", "Luis,GBA0987,"],
            ["PBX1234", "GBA0987"]
        ),
        (["\"Owner\",\"Plate\"", "\"Ana \"\"A\"\"\",\"PBX1234\""], ["PBX1234"]),
        (["placa", "PBX1234"], ["PBX1234"]),
    ])
    func read_takesThePlateColumn_ofACSVWithAHeader(input: [String], plates: [String]) {
        let lines = parse(input)

        #expect(
            lines.compactMap { line -> String? in
                guard case .plate(let plate, _, _) = line else { return nil }
                return plate.value
            } == plates)
    }

    @Test func read_reportsCSVLinesItCannotRead() {
        let lines = parse(["owner,plate", "Ana,\"PBX\"1234", "Luis", "Eva,"])

        #expect(lines == [.unreadable(line: 2), .unreadable(line: 3), .unreadable(line: 4)])
    }

    @Test func finish_reportsAQuoteNeverClosed_andReadsTheLinesAfterItAgain() {
        let lines = parse(["owner,plate", "\"Ana,PBX1234", "Luis,GBA0987", "Eva,"])

        #expect(
            lines == [
                .unclosedQuote(line: 2),
                .plate(.complete("GBA0987"), line: 3, input: "GBA0987"),
                .unreadable(line: 4),
            ])
    }

    @Test func read_givesUpOnAQuote_onceItsRecordOutgrowsALine_andGoesOnFromTheNextLine() {
        let filler = String(repeating: "x", count: 1_000)
        let lines = parse(
            ["owner,plate", "\"Ana,PBX1234"] + Array(repeating: filler, count: 5)
                + ["Luis,GBA0987"])

        #expect(lines.first == .unclosedQuote(line: 2))
        #expect(lines.last == .plate(.complete("GBA0987"), line: 8, input: "GBA0987"))
        #expect(lines.count == 7)
    }

    // MARK: - Helpers

    private func parse(_ lines: [String]) -> [BatchInputLine] {
        var sut = BatchInputParser()
        return lines.flatMap { sut.read($0) } + sut.finish()
    }
}
