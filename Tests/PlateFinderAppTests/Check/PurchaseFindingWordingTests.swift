import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The findings' shared sentences, which `check`, the find card and the app show: every
/// kind said in both languages, the source's own text kept verbatim, the person checks
/// with their addresses.
struct PurchaseFindingWordingTests {
    private static let basis = FactBasis(source: .sri, origin: .asked(at: VehicleReports.now))
    private static let day = TaskFactory.day(2026, 5, 31)

    @Test(arguments: [
        (
            PurchaseFindingKind.saleProhibited, PurchaseFindingDetail.sourceText("PROHIBIDO"),
            "The SRI's notice: PROHIBIDO", "Aviso del SRI: PROHIBIDO"
        ),
        (
            .vehicleBlocked, .sourceText("BLOQUEADO"), "The SRI holds the vehicle: BLOQUEADO",
            "El SRI tiene retenido el vehículo: BLOQUEADO"
        ),
        (
            .registrationLate, .lateSince(year: 2026, month: 5, amount: Money(cents: 2_500)),
            "The registration is late since May 2026, USD 25.00 owed.",
            "La matrícula está atrasada desde mayo de 2026, se deben USD 25,00."
        ),
        (
            .finesPending, .fines(count: 2, total: Money(cents: 9_540)),
            "2 fines pending, USD 95.40 in total.", "2 multas pendientes, USD 95,40 en total."
        ),
        (
            .finesInAgreement, .fines(count: 1, total: nil), "1 fine in a payment agreement.",
            "1 multa en convenio de pago."
        ),
        (
            .tintExpired, .expired(day), "The tint permit expired on 2026-05-31.",
            "El permiso de polarizado caducó el 2026-05-31."
        ),
    ])
    func sentence_saysTheFinding_inEitherLanguage(
        kind: PurchaseFindingKind, detail: PurchaseFindingDetail, english: String,
        spanish: String
    ) {
        let finding = PurchaseFinding(kind: kind, detail: detail, basis: Self.basis)

        #expect(Messages(language: .english).sentence(for: finding) == english)
        #expect(Messages(language: .spanish).sentence(for: finding) == spanish)
    }

    @Test(arguments: OfficialCheck.allCases)
    func officialCheck_isNamedInBothLanguages_withItsAddressWhereItHasOne(
        check: OfficialCheck
    ) {
        let english = Messages(language: .english).officialCheckSentence(check)
        let spanish = Messages(language: .spanish).officialCheckSentence(check)

        #expect(!english.isEmpty && !spanish.isEmpty && english != spanish)
        let url = OfficialChecks.url(check, plate: Plate("PBX1234"))
        #expect((url == nil) == (check == .inspection))
        #expect(url.map { $0.hasPrefix("https://") } ?? true)
    }
}
