import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What `due --json` writes for each item that falls due.
struct DueLineJSONTests {
    /// Ages are counted in whole seconds that never trap, however far the instant.
    @Test(arguments: [
        (9.3e18, Int.max, "fetched 106751991167300 days ago"), (-9.3e18, 0, "fetched just now"),
        (1e300, Int.max, "fetched 106751991167300 days ago"), (-.infinity, 0, "fetched just now"),
    ])
    func age_neverTraps_forAnInstantPastWhatAnIntHolds(
        secondsAgo: Double, ageSeconds: Int, english: String
    ) {
        let item = DueSamples.item(.registrationExpiry, secondsAgo: secondsAgo)
        let object = element(
            DueLine.json(for: [item], messages: Messages(language: .english), now: DueSamples.now))

        #expect(object["ageSeconds"] == .int(ageSeconds))
        #expect(
            Messages(language: .english).answerAge(fetchedAt: item.fetchedAt, now: DueSamples.now)
                == english)
    }

    @Test func json_carriesTheSRIsAmount_forTheRegistrationPayment() {
        let object = element(
            DueLine.json(
                for: [DueSamples.item(.registrationPayment(DueSamples.event))],
                messages: Messages(language: .english), now: DueSamples.now))

        #expect(object["reason"] == .string("registrationPayment"))
        #expect(object["registrationStatus"] == .string("late"))
        #expect(object["amount"] == .string("874.16"))
        #expect(object["count"] == .null)
        #expect(object["isOverdue"] == .bool(true))
        #expect(object["ageSeconds"] == .int(3_600))
        #expect(object["fetchedAt"] == .string("2026-11-29T23:53:20Z"))
    }

    @Test func json_givesThePagesCount_whenTheFinesCouldNotBeRead() {
        let object = element(
            DueLine.json(
                for: [DueSamples.item(.pendingFinesNotRead(counted: 3, listed: 1))],
                messages: Messages(language: .english), now: DueSamples.now))

        #expect(object["reason"] == .string("pendingFinesNotRead"))
        #expect(object["count"] == .int(3))
        #expect(object["amount"] == .null)
    }

    // MARK: - Helpers

    private func element(_ json: JSONValue) -> [String: JSONValue] {
        guard case .array(let items) = json, case .object(let members)? = items.first else {
            Issue.record("not an array of objects: \(json)")
            return [:]
        }
        return members
    }
}
