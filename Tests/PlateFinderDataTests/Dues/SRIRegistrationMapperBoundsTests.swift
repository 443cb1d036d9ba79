import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Numbers the SRI did not give are never made up: silence about what is owed is not
/// "nothing owed"; no amount, stated or summed, passes the bound or goes below zero; years
/// are judged from the day the answer is read; an object naming a key twice is ambiguous.
struct SRIRegistrationMapperBoundsTests {
    @Test(
        arguments: [
            (#"{"placa": "PCQ5129"}"#, nil),
            (#"{"placa": "PCQ5129", "total": null, "deudas": null}"#, nil),
            (#"{"placa": "PCQ5129", "informacion": "Consulte en ventanilla"}"#, nil),
            (#"{"placa": "PCQ5129", "total": 0}"#, 0),
            (#"{"placa": "PCQ5129", "total": 0.0, "deudas": null}"#, 0),
            (#"{"placa": "PCQ5129", "deudas": []}"#, 0),
            (
                #"{"placa": "PCQ5129", "informacion": "El vehículo no registra valores pendientes de pago"}"#,
                0
            ),
            (
                #"{"placa": "PCQ5129", "informacion": "EL VEHICULO NO REGISTRA VALORES PENDIENTES"}"#,
                0
            ),
            (
                #"{"placa": "PCQ5129", "deudas": [{"subtotal": 1.5}, {"subtotal": 2.25}]}"#,
                375
            ),
        ] as [(String, Int?)])
    func map_owesNothingOnlyWhenTheSRISaysSo_andLeavesSilenceUnknown(
        json: String, cents: Int?
    ) throws {
        let dues = try makeSUT(json).dues

        #expect(dues.total == cents.map { Money(cents: $0) })
    }

    @Test func map_refusesSubtotalsThatAddUpPastTheBound_asTheyAreAdded() {
        let debts = Array(repeating: #"{"subtotal": 999999999.99}"#, count: 20_000)
        let json = #"{"placa": "PCQ5129", "deudas": ["# + debts.joined(separator: ",") + "]}"

        #expect(throws: LookupFailureReason.notUnderstood(.dues(.totalOverflow))) {
            try makeSUT(json)
        }
    }

    @Test(arguments: [
        (#""total": 1000000000.01"#, UnreadableDues.unbelievableValue(key: "total", .amount)),
        (#""total": -500"#, .unbelievableValue(key: "total", .negativeAmount)),
        (#""total": -0.01"#, .unbelievableValue(key: "total", .negativeAmount)),
        (#""deudas": [{"subtotal": -1}]"#, .unbelievableValue(key: "subtotal", .negativeAmount)),
        (
            #""deudas": [{"subtotal": 1e10}]"#, .unbelievableValue(key: "subtotal", .amount)
        ),
        (#""total": 5, "deudas": [{"rubros": []}]"#, .unbelievableValue(key: "subtotal", .missing)),
        (
            #""deudas": [{"subtotal": 5, "rubros": [{"descripcion": "X"}]}]"#,
            .unbelievableValue(key: "rubros.valor", .missing)
        ),
        (
            #""deudas": [{"subtotal": 5, "rubros": [{"valor": 5, "detallesRubro": [{"anio": 2024}]}]}]"#,
            .unbelievableValue(key: "detallesRubro.valor", .missing)
        ),
        (
            #""deudas": [{"rubros": [{"valor": -26.74}]}]"#,
            .unbelievableValue(key: "rubros.valor", .negativeAmount)
        ),
        (
            #""deudas": [{"rubros": [{"detallesRubro": [{"valor": -1000000000.01}]}]}]"#,
            .unbelievableValue(key: "detallesRubro.valor", .amount)
        ),
        (
            #""deudas": [{"subtotal": 600000000}, {"subtotal": 400000000.01}]"#, .totalOverflow
        ),
    ])
    func map_refusesAmountsPastTheBoundOrBelowZero(members: String, why: UnreadableDues) {
        #expect(throws: LookupFailureReason.notUnderstood(.dues(why))) {
            try makeSUT(#"{"placa": "PCQ5129", \#(members)}"#)
        }
    }

    @Test func map_keepsTheLargestBelievableTotal_statedOrSummed() throws {
        let stated = try makeSUT(#"{"placa": "PCQ5129", "total": 1000000000}"#).dues
        let summed = try makeSUT(
            #"{"placa": "PCQ5129", "deudas": [{"subtotal": 600000000}, {"subtotal": 400000000}]}"#
        ).dues

        #expect(stated.total == Money(cents: 100_000_000_000))
        #expect(summed.total == Money(cents: 100_000_000_000))
    }

    /// The answer is read on 2026-06-15: next year is 2027, the year after 2028.
    @Test(arguments: [
        ("anioUltimoPago", 1950, true), ("anioUltimoPago", 2027, true),
        ("anioUltimoPago", 1949, false), ("anioUltimoPago", 1900, false),
        ("anioUltimoPago", 2028, false), ("anioUltimoPago", 2200, false),
        ("anioModelo", 1900, true), ("anioModelo", 2028, true), ("anioModelo", 1899, false),
        ("anioModelo", 2029, false),
    ])
    func map_believesYearsOnlyWithinTheirBounds_countedFromToday(
        key: String, year: Int, isBelieved: Bool
    ) throws {
        let json = #"{"placa": "PCQ5129", "\#(key)": \#(year)}"#

        if isBelieved {
            let record = try makeSUT(json).record
            #expect([record.lastPaidYear, record.modelYear].contains(year))
        } else {
            #expect(
                throws: LookupFailureReason.notUnderstood(
                    .dues(.unbelievableValue(key: key, .believableYear)))
            ) { try makeSUT(json) }
        }
    }

    @Test func map_countsNextYearFromTheDayItIsGiven() throws {
        let json = #"{"placa": "PCQ5129", "anioUltimoPago": 2028}"#
        let nextYear = try #require(CalendarDate(year: 2027, month: 1, day: 1))

        let record = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: nextYear
        ).record

        #expect(record.lastPaidYear == 2028)
    }

    @Test(arguments: [
        (#"{"placa": "PCQ5129", "placa": "ABC1234"}"#, "placa"),
        (#"{"placa": "ABC1234", "placa": "PCQ5129"}"#, "placa"),
        (#"{"placa": "PCQ5129", "total": 12.5, "total": 99999.99}"#, "total"),
        (#"{"placa": "PCQ5129", "\u0074otal": 1, "total": 2}"#, "total"),
        (
            #"{"placa": "PCQ5129", "deudas": [{"subtotal": 1, "rubros": [{"valor": 1, "valor": 2}]}]}"#,
            "valor"
        ),
        (#"{"placa": "PCQ5129", "1712345678": 1, "1712345678": 2}"#, ""),
    ])
    func map_refusesAnAnswerNamingAKeyTwice(json: String, quoted: String) {
        #expect(throws: LookupFailureReason.notUnderstood(.dues(.duplicateKey(quoted)))) {
            try makeSUT(json)
        }
    }

    @Test func map_quotesAtMostFortyCharactersOfAKeyNamedTwice() {
        let key = String(repeating: "k", count: 1_000)
        let json = #"{"placa": "PCQ5129", "\#(key)": 1, "\#(key)": 2}"#

        #expect(
            throws: LookupFailureReason.notUnderstood(
                .dues(.duplicateKey(String(repeating: "k", count: 40))))
        ) { try makeSUT(json) }
    }

    // MARK: - Helpers

    @discardableResult
    private func makeSUT(_ json: String) throws(LookupFailureReason) -> SRIRegistration {
        try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay)
    }
}
