import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// How a date of the ANT's vehicle page is read and shown on every card.
@Suite struct PortalDateTests {
    /// Each rule: the portal's text, then what the English card shows.
    @Test(arguments: [
        ("14-06-2025", "2025-06-14"),
        ("01-01-0001", "0001-01-01"),
        ("29-02-2024", "2024-02-29"),
        ("31-12-9999", "9999-12-31"),
        ("  31-05-2030 ", "2030-05-31"),
        ("2030-05-31", "2030-05-31"),
        ("29-02-2025", "29-02-2025 (as the portal wrote it)"),
        ("31-02-2026", "31-02-2026 (as the portal wrote it)"),
        ("31-04-2026", "31-04-2026 (as the portal wrote it)"),
        ("00-00-0000", "00-00-0000 (as the portal wrote it)"),
        ("14-13-2025", "14-13-2025 (as the portal wrote it)"),
        ("2026-02-31", "2026-02-31 (as the portal wrote it)"),
        ("14/06/2025", "14/06/2025 (as the portal wrote it)"),
        ("4-6-2025", "4-6-2025 (as the portal wrote it)"),
        ("14-06-25", "14-06-25 (as the portal wrote it)"),
        ("١٤-٠٦-٢٠٢٥", "١٤-٠٦-٢٠٢٥ (as the portal wrote it)"),
        ("NO REGISTRA", "NO REGISTRA (as the portal wrote it)"),
        ("", ""),
        ("   ", ""),
    ])
    func portalDate_convertsOnlyRealDays_andMarksTheRest(text: String, shown: String) {
        #expect(makeSUT(.english).portalDate(PortalDate(text)) == shown)
    }

    @Test func portalDate_marksTextNotADay_inSpanish() {
        #expect(
            makeSUT(.spanish).portalDate(PortalDate("31-02-2026"))
                == "31-02-2026 (tal como lo escribió el portal)")
    }

    @Test func init_keepsTheDay_forARealDay() throws {
        let day = try #require(CalendarDate(year: 2025, month: 6, day: 14))

        #expect(PortalDate("14-06-2025") == .day(day))
    }

    @Test func carCard_showsEveryPortalDate_asYearMonthDay_orMarked() {
        let car = CarFactory.make(
            registrationDate: "14-06-2025", expirationDate: "31-02-2030",
            tintExpirationDate: "01-03-2027")

        let rows = CarCard(car: car, messages: makeSUT(.english)).rows
        let values = Dictionary(uniqueKeysWithValues: rows.map { ($0.label, $0.value) })

        #expect(values["Registration date"] == "2025-06-14")
        #expect(values["Expiration date"] == "31-02-2030 (as the portal wrote it)")
        #expect(values["Tint expiry"] == "2027-03-01")
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
