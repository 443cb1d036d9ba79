import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct StoredRegistrationTests {
    @Test(arguments: ["valor_PCQ5129.json", "valor_AAB0101_al_dia.json"])
    func registration_comesBackExactly_throughJSON(fixture: String) throws {
        let plate = Plate(String(fixture.dropFirst(6).prefix(7)))
        let answer = try SRIRegistrationMapper.map(
            Fixture.data(named: fixture), for: plate, today: DuesFactory.answerDay)

        let json = try JSONEncoder().encode(StoredRegistration(answer))
        let read = try JSONDecoder().decode(StoredRegistration.self, from: json)

        #expect(try read.registration(for: plate) == answer)
    }

    @Test func registration_refusesValuesNoPlateFinderWrites() throws {
        let stored = StoredRegistration(DuesFactory.registration())
        var json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(stored)) as? [String: Any])
        json["purchaseDate"] = "2025-02-30"

        let read = try JSONDecoder().decode(
            StoredRegistration.self, from: JSONSerialization.data(withJSONObject: json))

        #expect(throws: SQLiteError.self) { try read.registration(for: Plate("PCQ5129")) }
    }
}
