import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// An SRI answer that says nothing of what is owed shows the amount as unknown everywhere,
/// never as USD 0.00: the card, `find --json`, the batch's CSV, JSON Lines and table, `due`.
struct UnknownAmountOwedTests {
    @Test(arguments: [
        (Language.english, "Unknown: the SRI did not say"),
        (.spanish, "Desconocido: el SRI no lo indicó"),
    ])
    func card_saysTheTotalIsUnknown(language: Language, value: String) {
        let messages = Messages(language: language)

        let rows = DuesCard(registration: Self.silent, event: nil, messages: messages).rows

        let total = rows.first { $0.label == messages.label(.total) }
        #expect(total?.value == value)
        #expect(!rows.contains { $0.value.contains("0.00") || $0.value.contains("0,00") })
    }

    @Test func json_writesNullForTheAmountAndTheAgreement() {
        guard
            case .object(let sri) = RegistrationJSON.object(for: VehicleReports.asked(Self.silent))
        else {
            Issue.record("expected an object")
            return
        }

        #expect(sri["amountDue"] == .null)
        #expect(sri["totalsAgree"] == .null)
        #expect(sri["debts"] == .array([]))
    }

    @Test func json_stillWritesZero_whenTheSRISaysNothingIsOwed() {
        let paid = DuesFactory.registration(plate: "PBX1234", owedCents: 0)

        guard case .object(let sri) = RegistrationJSON.object(for: VehicleReports.asked(paid))
        else {
            Issue.record("expected an object")
            return
        }

        #expect(sri["amountDue"] == .string("0.00"))
        #expect(sri["totalsAgree"] == .bool(true))
    }

    @Test func batch_leavesTheAmountEmpty_inCSVAndNullInJSONLines() {
        let report = VehicleReports.report(sri: VehicleReports.asked(Self.silent), requestCount: 1)

        let csv = BatchCSV.line(for: BatchRow(report))
        let line = BatchJSONLine.object(
            for: report, tag: BatchInputTag(line: 1, input: "PBX1234"), isFavorite: false)

        let fields = csv.dropLast(2).split(separator: ",", omittingEmptySubsequences: false)
        #expect(fields[BatchCSV.columns.firstIndex(of: "amountDue") ?? 0] == "")
        #expect(!csv.contains("0.00"))
        guard case .object(let members) = line,
            case .object(let registration)? =
                members["registration"]
        else {
            Issue.record("expected the registration object")
            return
        }
        #expect(registration["amountDue"] == .null)
    }

    @Test(arguments: [
        (Language.english, "amount owed not given by the SRI"),
        (.spanish, "el SRI no indicó lo adeudado"),
    ])
    func batchTable_saysTheAmountWasNotGiven(language: Language, phrase: String) {
        let report = VehicleReports.report(sri: VehicleReports.asked(Self.silent), requestCount: 1)

        let line = BatchTableRow.line(
            for: BatchRow(report), messages: Messages(language: language),
            timeZone: VehicleReports.guayaquil, measure: { $0.count })

        #expect(line.contains(phrase))
    }

    @Test(arguments: [
        (Language.english, "Registration late since May 2026. The SRI did not say what is owed."),
        (.spanish, "Matrícula atrasada desde mayo de 2026. El SRI no indicó cuánto se debe."),
    ])
    func due_saysTheSRIDidNotSayWhatIsOwed(language: Language, detail: String) {
        let event = RegistrationEvent(
            status: .late(sinceYear: 2026, month: 5), year: 2026, month: 5,
            firstDay: TaskFactory.day(2026, 5, 1), deadline: TaskFactory.day(2026, 5, 31),
            amountOwed: nil,
            basis: FactBasis(source: .sri, origin: .asked(at: VehicleReports.savedAt)))

        let item = DueSamples.item(.registrationPayment(event))

        #expect(Messages(language: language).dueDetail(item) == detail)
        #expect(event.isAmountUnknown)
        #expect(event.amountToPay == nil)
    }

    // MARK: - Helpers

    /// PBX1234's answer saying nothing of what is owed.
    static let silent = DuesFactory.registration(plate: "PBX1234", owedCents: nil)
}
