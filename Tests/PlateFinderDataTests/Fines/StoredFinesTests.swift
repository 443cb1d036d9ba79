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
                FinesReport(plate: Plate("ABC1234"), statuses: [.pending: .read($0)])
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

    @Test func report_keepsTheStatusesThatCouldNotBeRead_besideTheLists() throws {
        let report = FinesReport(
            plate: Plate("ABC1234"),
            statuses: FinesFactory.report().statuses.merging([
                .paid: .unread(FineCountMismatch(status: .paid, listed: 1, counted: 9)),
                .voided: .unread(FineCountMismatch(status: .voided, listed: 0, counted: nil)),
            ]) { first, _ in first })

        let json = try JSONEncoder().encode(StoredFines(report))
        let read = try JSONDecoder().decode(StoredFines.self, from: json)

        #expect(try read.report(for: Plate("ABC1234")) == report)
    }

    @Test func report_readsAnswersSavedBeforeStatusesCouldGoUnread() throws {
        let saved = Data(
            #"""
            {"lists": [{"status": "pending", "fines": [{"citation": "A012345678",
              "agency": "ANT", "issuedOn": {"day": "2025-08-14", "text": "2025-08-14"},
              "notifiedOn": {"day": "2025-08-15", "text": "15/08/2025 10:30"},
              "payBy": {"text": "13 sep 2025"}, "points": "1.5", "sanctionCents": 4700,
              "surchargeCents": 470, "remissionCents": -1410, "totalCents": 5170,
              "article": "ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES DE TRÁNSITO"}]},
              {"status": "paid", "fines": []}]}
            """#.utf8)

        let read = try JSONDecoder().decode(StoredFines.self, from: saved)

        let report = try read.report(for: Plate("ABC1234"))
        #expect(report.pending == FinesFactory.report().pending)
        #expect(report.list(.paid)?.fines == [])
        #expect(report.unread.isEmpty)
    }

    @Test(arguments: [
        #"{"status": "late", "listed": 1, "counted": 2}"#,
        #"{"status": "pending", "listed": 1, "counted": 2}"#,
        #"{"status": "paid", "listed": -1, "counted": 2}"#,
        #"{"status": "paid", "listed": 1, "counted": -2}"#,
    ])
    func report_refusesUnreadStatusesNoPlateFinderWrites(unreadJSON: String) throws {
        let stored = try JSONEncoder().encode(StoredFines(FinesFactory.report()))
        var json = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        json["unread"] = [try JSONSerialization.jsonObject(with: Data(unreadJSON.utf8))]

        let read = try JSONDecoder().decode(
            StoredFines.self, from: JSONSerialization.data(withJSONObject: json))

        #expect(throws: SQLiteError.self) { try read.report(for: Plate("ABC1234")) }
    }

    @Test func savedFines_keepTheirUnreadStatuses_inARealFile() async throws {
        try await withTemporaryFolder { directory in
            let report = FinesFactory.unreadReport(listed: 3, counted: 4)
            let saved = SavedFines(
                report: report, fetchedAt: Date(timeIntervalSince1970: 1_796_000_000))
            try await SQLiteFinesStore(path: directory.file("fines.sqlite")).saveFines(saved)

            let read = try await SQLiteFinesStore(path: directory.file("fines.sqlite"))
                .savedFines(for: Plate("ABC1234"))

            #expect(read == saved)
        }
    }
}
