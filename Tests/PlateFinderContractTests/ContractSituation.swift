import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// One situation of the contract: what the ANT's page, its fines grid and the SRI answer
/// about PCQ5129 (a Pichincha car registered in October, last paid for 2023), whether a
/// full lookup saved every answer first, and how old those copies are.
struct ContractSituation: Sendable, CustomTestStringConvertible {
    /// What a source answers.
    enum Answer: Sendable {
        /// Its real answer about the plate.
        case real
        /// An HTTP status with no answer.
        case status(Int)
        /// Nothing: the connection is refused.
        case refused
        /// The ANT's page with an empty plate cell, or the SRI's 404: "no data".
        case noData
        /// The grid lists `listed` of the pending fines the page counts four of.
        case listing(Int)
        /// The grid answers something that is not its JSON.
        case garbage
    }

    let name: String
    var page = Answer.real
    var grid = Answer.real
    var sri = Answer.real
    /// Whether a full lookup with every source answering saved every copy first.
    var seeded = false
    /// How much older than now the saved copies are made.
    var copiesAge: TimeInterval = 0
    /// The batch's `--max-age`.
    var maximumAge = "0"
    /// The source the vehicle's identity comes from, when one says.
    var identity: String? = "ant"
    /// The parts whose source fails just now (a saved copy standing in or not).
    var failing: Set<String> = []
    /// How `find` ends.
    var exitCode: Int32 = 0

    var testDescription: String { name }

    /// The plate every situation is about.
    static let plate = "PCQ5129"

    /// Every situation the front ends must agree in.
    static let all: [ContractSituation] = [
        ContractSituation(name: "every source answers"),
        ContractSituation(
            name: "the ANT fails while the SRI answers", page: .status(500), identity: "sri",
            failing: ["ant", "fines"]),
        ContractSituation(
            name: "the SRI fails while the ANT answers", sri: .status(503), failing: ["sri"]),
        ContractSituation(
            name: "every source fails, saved copies younger than the max age",
            page: .status(500), grid: .status(500), sri: .status(503), seeded: true,
            maximumAge: "24h", failing: ["ant", "fines", "sri"]),
        ContractSituation(
            name: "every source fails, saved copies older than the max age",
            page: .status(500), grid: .status(500), sri: .status(503), seeded: true,
            copiesAge: 2 * 3600, maximumAge: "1h", failing: ["ant", "fines", "sri"]),
        ContractSituation(
            name: "every source fails, nothing saved", page: .status(500), sri: .status(503),
            identity: nil, failing: ["ant", "fines", "sri"], exitCode: 4),
        ContractSituation(name: "the ANT has no data", page: .noData, identity: "sri"),
        ContractSituation(name: "the SRI has no such vehicle", sri: .noData),
        ContractSituation(
            name: "the fines cannot be understood", grid: .garbage, failing: ["fines"]),
        ContractSituation(name: "the fines disagree with the page's count", grid: .listing(3)),
        ContractSituation(
            name: "offline, with saved copies", page: .refused, grid: .refused, sri: .refused,
            seeded: true, failing: ["ant", "fines", "sri"]),
    ]

    /// Whether a batch uses the saved copies without asking: they are younger than its
    /// maximum age.
    var batchUsesSavedCopies: Bool { seeded && maximumAge != "0" && copiesAge < 3600 }

    /// A loopback portal and SRI answering as this situation says, over a store holding
    /// the saved copies it says, and a harness pointed at them (refused sources at an
    /// address nobody listens on).
    func makePortal() async throws -> ContractPortal {
        let portal = try LoopbackPortal()
        if seeded {
            serve(.real, .real, .real, on: portal)
            let seeding = try await portal.cli.run("find", Self.plate)
            try #require(seeding.exitCode == 0, "seeding: \(seeding.error)")
            if copiesAge > 0 { try age(portal.cli.storePath, by: copiesAge) }
        }
        serve(page, grid, sri, on: portal)
        let refusing = try LoopbackHTTPServer.refusingConnectionsURL().absoluteString
        var changes: [String: String] = [:]
        if case .refused = page { changes["PLATEFINDER_ANT_URL"] = refusing }
        if case .refused = sri { changes["PLATEFINDER_SRI_URL"] = refusing }
        return ContractPortal(portal: portal, cli: portal.cli.with(changes))
    }

    private func serve(
        _ page: Answer, _ grid: Answer, _ sri: Answer, on portal: LoopbackPortal
    ) {
        portal.server.answerUnscripted { request in
            let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value
            switch page {
            case .real, .listing, .garbage, .refused:
                return .html((try? PortalPage.vehicle(for: plate ?? Self.plate)) ?? Data())
            case .noData:
                return .html(
                    (try? PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html"))
                        ?? Data())
            case .status(let code): return ScriptedHTTPResponse(statusCode: code)
            }
        }
        portal.serveFines { request in
            switch grid {
            case .real, .noData, .refused: return PortalFines.answer(request)
            case .status(let code): return ScriptedHTTPResponse(statusCode: code)
            case .garbage: return .json(Data(#"{"page": "1", "rows": "none"}"#.utf8))
            case .listing(let count):
                guard
                    request.queryItems.contains(where: {
                        $0 == URLQueryItem(name: "ps_opcion", value: "P")
                    }),
                    let fines = try? Self.pending(listing: count)
                else { return PortalFines.answer(request) }
                return .json(fines)
            }
        }
        portal.sri.answerUnscripted { _ in
            switch sri {
            case .real, .listing, .garbage, .refused:
                return .json((try? Fixture.data(named: "valor_\(Self.plate).json")) ?? Data())
            case .noData: return ScriptedHTTPResponse(statusCode: 404)
            case .status(let code): return ScriptedHTTPResponse(statusCode: code)
            }
        }
    }

    /// The real grid of pending fines cut to its first `count`, the grid's own count cut
    /// with it, about the plate.
    private static func pending(listing count: Int) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: PortalFines.pending(for: plate))
        guard var grid = object as? [String: Any], let rows = grid["rows"] as? [Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        grid["rows"] = Array(rows.prefix(count))
        grid["records"] = "\(count)"
        return try JSONSerialization.data(withJSONObject: grid)
    }

    /// Makes every saved answer in the store at `path` `seconds` older.
    private func age(_ path: String, by seconds: TimeInterval) throws {
        for table in ["saved_vehicle", "saved_registration", "saved_fines"] {
            try StoreFile.execute(
                at: path, "UPDATE \(table) SET fetched_at = fetched_at - ?", [.real(seconds)])
        }
    }
}
