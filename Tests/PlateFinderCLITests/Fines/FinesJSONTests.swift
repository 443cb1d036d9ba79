import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `fines --json`: each status asked, read or not, with how many fines the grid listed and
/// the page counted.
@Suite struct FinesJSONTests {
    @Test func object_writesEachStatusRead_withItsFinesAndCounts() {
        let members = Self.members(FinesJSON.object(for: VehicleReports.fines))
        let pending = Self.members(members["pending"])

        #expect(members["plate"] == .string("PBX1234"))
        #expect(pending["read"] == .bool(true))
        #expect(pending["listed"] == .int(2))
        #expect(pending["counted"] == .int(2))
        #expect(pending["count"] == .int(2))
        #expect(pending["total"] == .string("95.40"))
        guard case .array(let fines)? = pending["fines"] else {
            Issue.record("no fines")
            return
        }
        // Newest first.
        #expect(fines.map { Self.members($0)["citation"] } == [.string("A2"), .string("A1")])
    }

    @Test func object_writesAStatusNotRead_withBothCounts_andNoTotal() {
        let report = FinesFactory.unreadReport(
            plate: "PBX1234", status: .paid, listed: 3, counted: 5)

        let paid = Self.members(Self.members(FinesJSON.object(for: report))["paid"])

        #expect(
            paid == [
                "read": .bool(false), "listed": .int(3), "counted": .int(5), "count": .null,
                "total": .null, "fines": .array([]),
            ])
    }

    @Test func object_writesNoCount_whenThePageShowsNone() {
        let report = FinesFactory.unreadReport(plate: "PBX1234", listed: 1, counted: nil)

        let pending = Self.members(Self.members(FinesJSON.object(for: report))["pending"])

        #expect(pending["counted"] == .null)
        #expect(pending["listed"] == .int(1))
    }

    @Test func object_writesNull_forEveryStatusNotAsked() {
        let members = Self.members(FinesJSON.object(for: VehicleReports.fines))

        for status in FineStatus.allCases where status != .pending {
            #expect(members[FinesJSON.key(for: status)] == .null, "\(status)")
        }
        #expect(Set(members.keys) == Set(["plate"] + FineStatus.allCases.map(FinesJSON.key)))
    }

    @Test func fine_writesItsDaysAndKeepsThePortalsTextOfADayNotUnderstood() {
        let pending = Self.members(
            Self.members(FinesJSON.object(for: VehicleReports.fines))[
                "pending"])
        guard case .array(let fines)? = pending["fines"],
            let issuedFirst = fines.map(Self.members).first(where: {
                $0["citation"] == .string("A1")
            })
        else {
            Issue.record("no fine A1")
            return
        }
        let fine = issuedFirst

        #expect(fine["issuedOn"] == .string("2025-08-14"))
        #expect(fine["issuedOnText"] == .null)
        #expect(fine["payBy"] == .null)
        #expect(fine["payByText"] == .string("13 sep 2025"))
        #expect(fine["total"] == .string("51.70"))
    }

    // MARK: - Helpers

    private static func members(_ value: JSONValue?) -> [String: JSONValue] {
        guard case .object(let members)? = value else { return [:] }
        return members
    }
}
