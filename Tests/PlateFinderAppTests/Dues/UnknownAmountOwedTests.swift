import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// An SRI answer that says nothing of what is owed shows the amount as unknown, never as
/// USD 0.00: on the card and in what falls due.
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
