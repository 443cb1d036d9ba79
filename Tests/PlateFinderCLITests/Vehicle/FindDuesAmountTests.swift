import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// No number the SRI did not give is printed: an answer silent on what is owed shows it as
/// unknown; a sum past the bound and a key named twice are not understood, shown or saved.
@Suite struct FindDuesAmountTests {
    /// The SRI's answer naming its plate and nothing else.
    static let silent = Data(#"{"placa": "PCQ5129"}"#.utf8)

    @Test(arguments: [
        ([String](), "Total owed", "Unknown: the SRI did not say", "USD 0.00"),
        (["--lang", "es"], "Total a pagar", "Desconocido: el SRI no lo indicó", "USD 0,00"),
    ])
    func find_showsTheAmountOwedUnknown_whenTheSRIDoesNotSay(
        options: [String], label: String, value: String, zero: String
    ) async throws {
        let portal = try makeSUT(answering: Self.silent)

        let result = try await portal.cli.run(["find", "PCQ5129"] + options)

        #expect(result.exitCode == 0)
        let row = result.output.split(separator: "\n").first { $0.hasPrefix(label) }
        #expect(row.map { $0.dropFirst(label.count).trimmingCharacters(in: .whitespaces) } == value)
        #expect(!result.output.contains(zero))
    }

    @Test func findJSON_writesNullForTheAmount_whenTheSRIDoesNotSay() async throws {
        let portal = try makeSUT(answering: Self.silent)

        let object = try JSONOutput.object(try await portal.cli.run("find", "PCQ5129", "--json"))

        let sri = try #require(object["sri"] as? [String: Any])
        #expect(sri["status"] as? String == "answered")
        #expect(sri["amountDue"] is NSNull)
        #expect(sri["totalsAgree"] is NSNull)
    }

    @Test func batchCSV_leavesTheAmountEmpty_whenTheSRIDoesNotSay() async throws {
        let fixture = try BatchFixture()
        fixture.portal.sri.enqueue(.json(Self.silent))
        let input = try fixture.input("PCQ5129\n")

        let result = try await fixture.portal.cli.run(
            "batch", input, "--sources", "sri", "--interval", "0", "--format", "csv")

        #expect(result.exitCode == 0)
        let records = BatchFixture.records(result.output)
        let column = try #require(records.first?.firstIndex(of: "amountDue"))
        #expect(records.count == 2)
        #expect(records[1][column] == "")
        #expect(!result.output.contains("0.00"))
    }

    @Test func find_refusesSubtotalsThatAddUpPastTheBound_showingNoSum() async throws {
        let debts = Array(repeating: #"{"subtotal": 999999999.99}"#, count: 20_000)
        let answer = #"{"placa": "PCQ5129", "deudas": ["# + debts.joined(separator: ",") + "]}"
        let portal = try makeSUT(answering: Data(answer.utf8))

        let result = try await portal.cli.run("find", "PCQ5129")

        #expect(result.exitCode == 0)
        #expect(!result.output.contains("19,999,999,999,800.00"))
        #expect(
            result.error
                == "platefinder: The SRI's answer for PCQ5129 could not be understood: the SRI's "
                + "subtotals add up past a believable amount.\n")
    }

    @Test(arguments: [
        (#"{"placa": "PCQ5129", "placa": "ABC1234", "total": 12.5}"#, "placa"),
        (#"{"placa": "PCQ5129", "total": 12.5, "total": 99999.99}"#, "total"),
    ])
    func find_refusesAnAnswerNamingAKeyTwice_andSavesNothing(
        answer: String, key: String
    )
        async throws
    {
        let portal = try makeSUT(answering: Data(answer.utf8))

        let result = try await portal.cli.run("find", "PCQ5129", "--sources", "sri")

        #expect(result.exitCode == 5)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "platefinder: The SRI's answer for PCQ5129 could not be understood: the SRI's "
                + "answer names the key “\(key)” twice in one object.\n")
        let offline = try await portal.offline().run("find", "PCQ5129", "--sources", "sri")
        #expect(!offline.output.contains("12.50"))
        #expect(!offline.output.contains("99,999.99"))
    }

    @Test func find_refusesANegativeTotal() async throws {
        let portal = try makeSUT(answering: Data(#"{"placa": "PCQ5129", "total": -500}"#.utf8))

        let result = try await portal.cli.run("find", "PCQ5129", "--sources", "sri")

        #expect(result.exitCode == 5)
        #expect(!result.output.contains("-500"))
        #expect(result.error.contains("the SRI's total is below zero"))
    }

    @Test(arguments: [(2200, "Paid up for 2200"), (1900, "Late since")])
    func find_refusesALastPaidYearPastItsBounds(year: Int, status: String) async throws {
        let answer = #"{"placa": "PCQ5129", "total": 0, "anioUltimoPago": \#(year)}"#
        let portal = try makeSUT(answering: Data(answer.utf8))

        let result = try await portal.cli.run("find", "PCQ5129", "--sources", "sri")

        #expect(result.exitCode == 5)
        #expect(!result.output.contains(status))
        #expect(
            result.error
                == "platefinder: The SRI's answer for PCQ5129 could not be understood: the SRI's "
                + "anioUltimoPago is not a believable year.\n")
    }

    // MARK: - Helpers

    /// A portal that shows the vehicle, and an SRI that answers `answer` once.
    private func makeSUT(answering answer: Data) throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        portal.sri.enqueue(.json(answer))
        return portal
    }
}
