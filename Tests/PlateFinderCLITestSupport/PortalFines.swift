import Foundation
import PlateFinderTestSupport

/// What the loopback portal's fines grid answers: as many fines of each status as the real
/// page counts (4 pending, 20 voided, 9 paid, none disputed or in an agreement), told about
/// the plate each request asks for. The pending ones are the real grid's; the others are
/// its last fine again under citations of their own.
public enum PortalFines {
    /// How many fines of each status the real page counts, by the portal's letter.
    public static let pageCounts = ["P": 4, "R": 0, "A": 20, "G": 9, "C": 0]

    /// Where the real page's grid lives, under the portal's root.
    public static let gridPath = "/PortalWEB/paginas/clientes/clp_json_citaciones.jsp"

    /// The answer to `request`, by its `ps_opcion` and `ps_placa`.
    public static func answer(_ request: RecordedHTTPRequest) -> ScriptedHTTPResponse {
        let query = { (name: String) in request.queryItems.first { $0.name == name }?.value }
        let plate = query("ps_placa") ?? PortalPage.realPlate
        do {
            switch query("ps_opcion") {
            case "P": return .json(try pending(for: plate))
            case let option?:
                let count = pageCounts[option] ?? 0
                return .json(count == 0 ? emptyGrid : try copies(count, of: option, for: plate))
            case nil: return .json(emptyGrid)
            }
        } catch {
            return ScriptedHTTPResponse(statusCode: 599)
        }
    }

    /// The real grid of pending fines, about `plate`.
    public static func pending(for plate: String = PortalPage.realPlate) throws -> Data {
        try told(Fixture.data(named: "fines_P_ABC1234.json"), about: plate)
    }

    /// A grid of `count` fines (the real grid's last, each under a citation of its own:
    /// `option` and a number), about `plate`.
    public static func copies(
        _ count: Int, of option: String, for plate: String = PortalPage.realPlate
    ) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: pending(for: plate))
        guard var grid = object as? [String: Any], let rows = grid["rows"] as? [[String: Any]],
            let last = rows.last, let cells = last["cell"] as? [Any]
        else { throw CocoaError(.fileReadCorruptFile) }
        grid["rows"] = (1...count).map { number in
            var row = last
            row["id"] = "\(option)\(number)"
            // The citation stands in the fourth cell of the real grid's rows.
            row["cell"] = cells.enumerated().map { index, cell in
                index == 3 ? "\(option)\(100_000_000 + number)" as Any : cell
            }
            return row
        }
        grid["records"] = "\(count)"
        return try JSONSerialization.data(withJSONObject: grid)
    }

    /// A grid without fines, as the portal sends it for a status with none.
    public static let emptyGrid = Data(
        #"{"page": "1", "total": "0", "records": "0", "rows": []}"#.utf8)

    private static func told(_ grid: Data, about plate: String) -> Data {
        Data(
            String(decoding: grid, as: UTF8.self)
                .replacingOccurrences(of: PortalPage.realPlate, with: plate).utf8)
    }
}
