import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Answers that must not be believed, and answers whose oddities must be kept visible.
struct SRIRegistrationMapperHostileTests {
    @Test(arguments: [
        ("", UnreadableDues.notJSON),
        ("<html><body>Mantenimiento</body></html>", .notJSON),
        (#"{"placa": "PCQ5129", "total": 87"#, .notJSON),
        ("[]", .notJSON),
        (#"{"total": 1.0}"#, .withoutPlate),
        (#"{"placa": "  "}"#, .withoutPlate),
        (#"{"placa": "ABC1234"}"#, .otherPlate("ABC1234")),
        (#"{"placa": "PCQ5129", "total": 1e30}"#, .unbelievableValue(key: "total", .amount)),
        (#"{"placa": "PCQ5129", "total": "12,50"}"#, .notJSON),
        (
            #"{"placa": "PCQ5129", "anioUltimoPago": 2023.5}"#,
            .unbelievableValue(key: "anioUltimoPago", .year)
        ),
        (
            #"{"placa": "PCQ5129", "anioModelo": 20}"#,
            .unbelievableValue(key: "anioModelo", .believableYear)
        ),
        (
            #"{"placa": "PCQ5129", "fechaCompra": 1.5}"#,
            .unbelievableValue(key: "fechaCompra", .date)
        ),
        (
            #"{"placa": "PCQ5129", "fechaCompra": 99999999999999999}"#,
            .unbelievableValue(key: "fechaCompra", .date)
        ),
        (
            #"{"placa": "PCQ5129", "cilindraje": -4}"#,
            .unbelievableValue(key: "cilindraje", .number)
        ),
    ])
    func map_refusesAnswersThatCannotBeBelieved(json: String, why: UnreadableDues) {
        #expect(throws: LookupFailureReason.notUnderstood(.dues(why))) {
            try SRIRegistrationMapper.map(
                Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay)
        }
    }

    @Test func map_acceptsThePlateWrittenWithASeparator_andNumbersAsStrings() throws {
        let json = #"""
            {"placa": "pcq-5129", "anioUltimoPago": "2024", "total": "26.74",
             "deudas": [{"descripcion": "X", "subtotal": "26.740000000000002", "rubros": []}]}
            """#

        let answer = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay)

        #expect(answer.record.lastPaidYear == 2024)
        #expect(answer.dues.total == Money(cents: 2_674))
        #expect(answer.dues.debts.first?.subtotal == Money(cents: 2_674))
    }

    @Test(arguments: [
        ("0.005", 1), ("-0.005", -1), ("26.740000000000002", 2_674), ("26.734999", 2_673),
        ("-104.87", -10_487), ("0", 0), ("1000000000", 100_000_000_000),
    ])
    func map_roundsEveryAmountToTheCent_halfAwayFromZero(amount: String, cents: Int) throws {
        // A detail may be a discount: the one amount that may be below zero.
        let json = #"""
            {"placa": "PCQ5129", "deudas": [{"subtotal": 0, "rubros": [{"valor": 0,
             "detallesRubro": [{"descripcion": "REMISION", "valor": \#(amount)}]}]}]}
            """#

        let answer = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay)

        #expect(answer.dues.debts.first?.items.first?.details.first?.amount == Money(cents: cents))
    }

    @Test func map_keepsTheSRIsTotal_andSaysThePartsDisagree() throws {
        let json = #"""
            {"placa": "PCQ5129", "total": 100.00, "deudas": [
              {"descripcion": "A", "subtotal": 60.00, "rubros": [
                {"descripcion": "a", "valor": 60.00, "periodoFiscal": "2024 - 2024",
                 "beneficiario": "SRI", "detallesRubro": []}]},
              {"descripcion": "B", "subtotal": 30.00, "rubros": []}]}
            """#

        let dues = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay
        ).dues

        #expect(dues.total == Money(cents: 10_000))
        #expect(!dues.totalsAgree)
    }

    @Test func map_addsTheSubtotals_whenTheSRIStatesNoTotal() throws {
        let json = #"""
            {"placa": "PCQ5129", "total": null, "deudas": [
              {"descripcion": "A", "subtotal": 60.10, "rubros": []},
              {"descripcion": "B", "subtotal": 0.20, "rubros": []}]}
            """#

        let dues = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay
        ).dues

        #expect(dues.total == Money(cents: 6_030))
    }

    @Test func map_stripsNotices_ofWhatCouldDriveATerminal_andDropsEmptyOnes() throws {
        let json = #"""
            {"placa": "PCQ5129",
             "mensajeMotivoAuto": "PROHIBIDO \u001b[31mENAJENAR\u001b[0m\u202e",
             "informacion": " \u200b ", "remision": "Remisión\n  de intereses"}
            """#

        let notices = try SRIRegistrationMapper.map(
            Data(json.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay
        )
        .record.notices

        #expect(
            notices == [
                SRINotice(kind: .vehicleMessage, text: "PROHIBIDO ENAJENAR"),
                SRINotice(kind: .remission, text: "Remisión de intereses"),
            ])
    }

    @Test func map_leavesMissingFieldsEmpty_ratherThanGuessing() throws {
        let answer = try SRIRegistrationMapper.map(
            Data(#"{"placa": "PCQ5129"}"#.utf8), for: Plate("PCQ5129"), today: DuesFactory.answerDay
        )

        #expect(answer.record.make == nil)
        #expect(answer.record.lastPaidYear == nil)
        #expect(answer.record.purchaseDate == nil)
        #expect(answer.dues == .unknown)
    }
}
