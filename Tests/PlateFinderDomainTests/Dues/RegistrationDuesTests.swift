import PlateFinderDomain
import Testing

struct RegistrationDuesTests {
    @Test func totalsAgree_whenEveryLevelAddsUp() {
        #expect(makeSUT().totalsAgree)
        #expect(makeSUT().isOwed)
    }

    @Test func totalsAgree_isFalse_whenTheSubtotalsMissTheTotal() {
        #expect(!makeSUT(total: 87_417).totalsAgree)
    }

    @Test func totalsAgree_isFalse_whenAnItemMissesItsSubtotal() {
        #expect(!makeSUT(tasa: 2_675).totalsAgree)
    }

    @Test func totalsAgree_isFalse_whenDetailsMissTheirItem() {
        #expect(!makeSUT(interest: 20_975).totalsAgree)
    }

    @Test func none_owesNothing_andAgrees() {
        #expect(!RegistrationDues.none.isOwed)
        #expect(RegistrationDues.none.totalsAgree)
    }

    // MARK: - Helpers

    /// The three debts of `valor_PCQ5129.json`, amounts in cents.
    private func makeSUT(
        total: Int = 87_416, tasa: Int = 2_674, interest: Int = 20_974
    ) -> RegistrationDues {
        let adjustment = DuesItem(
            description: "IMPUESTO A LA PROPIEDAD", fiscalPeriod: "2022 - 2022",
            beneficiary: "SRI", amount: Money(cents: 64_057),
            details: [
                DuesDetail(description: "AJU_IMPUESTO", year: 2022, amount: Money(cents: 53_570)),
                DuesDetail(
                    description: "INT_AJU_IMPUESTO", year: 2022, amount: Money(cents: interest)),
                DuesDetail(description: "REMISION", year: 2022, amount: Money(cents: -10_487)),
            ])
        let fee = DuesItem(
            description: "TASA SPPAT", fiscalPeriod: "2024 - 2024", beneficiary: "SPPAT",
            amount: Money(cents: tasa), details: [])
        let transfer = DuesItem(
            description: "1% TRANSFERENCIA DE DOMINIO", fiscalPeriod: "2024 - 2024",
            beneficiary: "SRI", amount: Money(cents: 20_685), details: [])
        return RegistrationDues(
            debts: [
                DuesDebt(
                    description: "PAGO DE AJUSTES", subtotal: Money(cents: 64_057),
                    items: [adjustment]),
                DuesDebt(
                    description: "PAGO DEL VALOR DE LA MATRÍCULA", subtotal: Money(cents: 2_674),
                    items: [fee]),
                DuesDebt(
                    description: "PAGO DEL VALOR DE TRANSFERENCIA DE DOMINIO",
                    subtotal: Money(cents: 20_685), items: [transfer]),
            ], total: Money(cents: total))
    }
}
