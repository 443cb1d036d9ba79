import PlateFinderDomain
import Testing

@testable import PlateFinderData

/// The amount, date and entity forms SRI.md lists for the fines grid.
struct FinesTextReadingTests {
    @Test(arguments: [
        ("47.00", 4_700), ("47,00", 4_700), ("$ 1,234.56", 123_456), ("1.234,56", 123_456),
        ("-14.10", -1_410), ("$-14.10", -1_410), ("- 14,10", -1_410), ("0.00", 0), ("47", 4_700),
        ("1,234", 123_400), ("1.234.567,89", 123_456_789), (" 51.70 ", 5_170),
    ])
    func money_readsTheGridsAmountForms(text: String, cents: Int) {
        #expect(FineAmountText.money(text) == Money(cents: cents))
    }

    @Test(arguments: [
        "", "abc", "1.5", "47.0", "4,7.00", ",47.00", "47.00.", "1,2345.00", "1234,567.00",
        "--1.00", "$", "12 34", "9999999999.00", "１２.00",
    ])
    func money_isNil_forWhatIsNotAnAmount(text: String) {
        #expect(FineAmountText.money(text) == nil)
    }

    @Test(arguments: [
        ("14/08/2025", "2025-08-14"), ("14-08-2025", "2025-08-14"), ("2025-08-14", "2025-08-14"),
        ("14/08/2025 10:30", "2025-08-14"), ("2025-08-14T10:30:00", "2025-08-14"),
        ("14/08/2025 10:30:00.0", "2025-08-14"),
    ])
    func date_readsTheGridsDateForms(text: String, iso: String) {
        let date = FineDateText.date(text)

        #expect(date?.day?.isoString == iso)
        #expect(date?.unreadText == nil)
    }

    @Test(arguments: [
        "14.08.2025", "Aug 14, 2025", "14/08/25", "14/08/2025x", "14-08/2025",
        "14/08/2025 10:30 am", "2025-08-14 noon",
    ])
    func date_keepsTheText_whenItIsNoForm(text: String) {
        let date = FineDateText.date(text)

        #expect(date?.day == nil)
        #expect(date?.unreadText == text)
    }

    @Test(arguments: [
        "31/02/2025", "29-02-2025", "2025-13-01", "00/08/2025", "2025-00-10", "0000-01-01",
        "2025-01-01T25:99", "2025-01-01T24:00", "14/08/2025 23:60", "14/08/2025 10:30:60",
        "14/08/2025 10", "14/08/2025 10:5", "14/08/2025 100:30", "14/08/2025 10:30.5",
        "14/08/2025 10:30:00.", "14/08/2025 10:30:00.0000000000", "14/08/2025 10::30",
        "14/08/2025 10:30:00:00",
    ])
    func date_isNil_whenWrittenInAFormButNamingNoRealDayOrTime(text: String) {
        #expect(FineDateText.date(text) == nil)
    }

    @Test(arguments: [
        ("29/02/2024 23:59:59", "2024-02-29"), ("2025-08-14T0:00", "2025-08-14"),
        ("31-12-2025 00:00:00.123456789", "2025-12-31"),
    ])
    func date_readsTheEdgesOfRealDaysAndTimes(text: String, iso: String) {
        #expect(FineDateText.date(text)?.day?.isoString == iso)
    }

    @Test func date_isEmpty_whenNotGiven() {
        #expect(FineDateText.date("") == ReportedDate.none)
        #expect(ReportedDate.none.unreadText == nil)
    }

    @Test(arguments: [
        ("Sanci&oacute;n", "Sanción"), ("A&ntilde;o &amp; m&aacute;s", "Año & más"),
        ("&#243;&#xF3;&#XF3;", "óóó"), ("a & b", "a & b"), ("&bogus; &;", "&bogus; &;"),
        ("&#xD800;", "&#xD800;"), ("plain", "plain"), ("&oacute", "&oacute"),
    ])
    func decode_resolvesCharacterReferences_andKeepsWhatNamesNothing(text: String, decoded: String)
    {
        #expect(HTMLEntityDecoder.decode(text) == decoded)
    }
}
