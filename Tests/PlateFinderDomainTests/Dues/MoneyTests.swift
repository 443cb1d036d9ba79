import PlateFinderDomain
import Testing

struct MoneyTests {
    @Test(arguments: [
        (0, "0.00", "0.00", "0,00"), (5, "0.05", "0.05", "0,05"),
        (87_416, "874.16", "874.16", "874,16"),
        (123_456, "1234.56", "1,234.56", "1.234,56"), (-1_410, "-14.10", "-14.10", "-14,10"),
        (100_000_000, "1000000.00", "1,000,000.00", "1.000.000,00"),
        (-123_456_789, "-1234567.89", "-1,234,567.89", "-1.234.567,89"),
    ])
    func formatted_writesTwoDecimals_groupingThousandsAsAsked(
        cents: Int, plain: String, english: String, spanish: String
    ) {
        let money = Money(cents: cents)

        #expect(money.decimalText == plain)
        #expect(money.formatted(decimalSeparator: ".", groupingSeparator: ",") == english)
        #expect(money.formatted(decimalSeparator: ",", groupingSeparator: ".") == spanish)
    }

    @Test func sum_addsCentsExactly() {
        let amounts = [53_570, 20_974, -10_487].map(Money.init(cents:))

        #expect(Money.sum(amounts) == Money(cents: 64_057))
        #expect(Money.sum([]) == .zero)
    }

    @Test func sum_isNil_whenItWouldOverflow() {
        #expect(Money.sum([Money(cents: .max), Money(cents: 1)]) == nil)
    }

    @Test func formatted_handlesTheSmallestAmount() {
        #expect(Money(cents: .min).decimalText.hasPrefix("-92233720368547758."))
    }
}
