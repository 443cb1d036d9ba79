import PlateFinderDomain
import Testing

struct RegistrationCalendarTests {
    @Test(arguments: [
        ("ABC1231", 2), ("ABC1232", 3), ("ABC1233", 4), ("ABC1234", 5), ("ABC1235", 6),
        ("ABC1236", 7), ("ABC1237", 8), ("ABC1238", 9), ("ABC1239", 10), ("ABC1230", 11),
        ("AB124A", 5), ("AB120Z", 11), ("CD1239", 10), ("pbx-0001", 2),
    ])
    func registrationMonth_followsLastDigit(plate: String, month: Int) {
        #expect(RegistrationCalendar.registrationMonth(for: Plate(plate)) == month)
    }

    @Test(arguments: ["", "ABC123", "AB12", "1234567", "ABCD123"])
    func registrationMonth_deliversNil_forIncompleteOrInvalidPlates(plate: String) {
        #expect(RegistrationCalendar.registrationMonth(for: Plate(plate)) == nil)
    }

    @Test
    func registrationMonth_neverSchedulesJanuaryOrDecember() {
        let months = (0...9).compactMap {
            RegistrationCalendar.registrationMonth(for: Plate("ABC123\($0)"))
        }
        #expect(Set(months) == Set(2...11))
        #expect(!months.contains(RegistrationCalendar.latecomersMonth))
    }
}
