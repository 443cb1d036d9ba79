import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

struct StoredFinesTests {
    @Test func report_comesBackExactly_throughJSON_withoutThePortalsIds() throws {
        let fines = try ANTFinesGridReader.fines(
            script: ANTFinesGridScriptTests.pageScript,
            json: Fixture.data(named: "fines_P_ABC1234.json"), plate: Plate("ABC1234"))
        let report = try #require(
            FineList(status: .pending, fines: fines).map {
                FinesReport(plate: Plate("ABC1234"), lists: [.pending: $0])
            })

        let json = try JSONEncoder().encode(StoredFines(report))
        let read = try JSONDecoder().decode(StoredFines.self, from: json)

        #expect(try read.report(for: Plate("ABC1234")) == report)
        let text = String(decoding: json, as: UTF8.self)
        for id in ["98311220", "102276518", "2563423", "<input"] {
            #expect(!text.contains(id))
        }
    }

    /// Each key, and a value as JSON.
    @Test(arguments: [
        ("status", #""late""#), ("issuedOn", #"{"day": "2025-02-30", "text": "30/02/2025"}"#),
        ("points", #""seis""#), ("points", #""1e3""#), ("agency", #""ANT\u001B[2J""#),
        ("article", #"" ART. 1""#),
    ])
    func report_refusesValuesNoPlateFinderWrites(key: String, valueJSON: String) throws {
        let value = try JSONSerialization.jsonObject(
            with: Data(valueJSON.utf8), options: .fragmentsAllowed)
        let stored = StoredFines(FinesFactory.report())
        var json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(stored)) as? [String: Any])
        var lists = try #require(json["lists"] as? [[String: Any]])
        var fines = try #require(lists[0]["fines"] as? [[String: Any]])
        if key == "status" {
            lists[0]["status"] = value
        } else {
            fines[0][key] = value
            lists[0]["fines"] = fines
        }
        json["lists"] = lists

        let read = try JSONDecoder().decode(
            StoredFines.self, from: JSONSerialization.data(withJSONObject: json))

        #expect(throws: SQLiteError.self) { try read.report(for: Plate("ABC1234")) }
    }
}
