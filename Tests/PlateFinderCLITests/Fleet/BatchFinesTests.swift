import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `batch --sources …,fines` reads each plate's fines grid after its vehicle page, on the
/// portal's pacing, and keeps the fines where `fines` reads them offline.
@Suite(.timeLimit(.minutes(1))) struct BatchFinesTests {
    @Test func batch_asksEachPlatesGrid_afterItsPage_andWritesThePendingFines() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input("PBX1231\nPBX1232\n")

        let result = try await sut.portal.cli.run(
            "batch", input, "--sources", "ant,fines", "--interval", "0", "--concurrency", "1",
            "--format", "jsonl")

        #expect(result.exitCode == 0, "\(result.error)")
        let lines = try result.output.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
        #expect(lines.map { $0["status"] as? String } == ["found", "found"])
        #expect(
            lines.map { $0["pendingFines"] as? NSDictionary }
                == Array(repeating: ["count": 4, "total": "230.30"], count: 2))
        // Each grid is read from the page its plate's lookup just fetched: no page twice.
        #expect(sut.portal.pageRequests.count == 2)
        // Another plate's page may take the ANT's slot between a page and its grid, so the
        // grids may come in either order.
        #expect(
            Self.values(of: "ps_placa", in: sut.portal.gridRequests).compactMap { $0 }.sorted()
                == ["PBX1231", "PBX1232"])
        #expect(Self.values(of: "ps_opcion", in: sut.portal.gridRequests) == ["P", "P"])
        #expect(sut.portal.server.mostRequestsInFlight == 1)
    }

    @Test func batch_keepsTheFines_forTheOfflineFinesCommand_andUsesThemWhileYoung() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1231\n")
        _ = try await sut.portal.cli.run(
            "batch", input, "--sources", "fines", "--interval", "0", "--format", "csv")
        let asked = sut.portal.server.requests.count

        let offline = try await sut.portal.offline().run("fines", "PBX1231", "--json")
        let again = try await sut.portal.cli.run(
            "batch", input, "--sources", "fines", "--interval", "0", "--format", "csv")

        #expect(offline.exitCode == 0, "\(offline.error)")
        let pending = try JSONOutput.object(offline)["pending"] as? [String: Any]
        #expect(pending?["count"] as? Int == 4)
        #expect(again.exitCode == 0)
        #expect(BatchFixture.records(again.output).dropFirst().first?[2] == "cache")
        #expect(sut.portal.server.requests.count == asked)
    }

    @Test func batch_asksNoGrid_unlessTheFinesAreNamed() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1231\n")

        let result = try await sut.batch(input, "--format", "csv")

        #expect(result.exitCode == 0)
        #expect(sut.portal.gridRequests.isEmpty)
        let header = BatchFixture.records(result.output).first ?? []
        let row = BatchFixture.records(result.output).dropFirst().first ?? []
        let column = header.firstIndex(of: "finesPending") ?? 0
        // The page's own count, as before.
        #expect(row.indices.contains(column) && row[column] == "4")
    }

    private static func values(of name: String, in requests: [RecordedHTTPRequest]) -> [String?] {
        requests.map { request in request.queryItems.first { $0.name == name }?.value }
    }
}
