import Foundation
import PlateFinderTestSupport

/// What the loopback portal's fines grid answers: the real grid's pending fines, told about
/// the plate each request asks for, one paid fine, and no fines in any other status.
public enum PortalFines {
    /// Where the real page's grid lives, under the portal's root.
    public static let gridPath = "/PortalWEB/paginas/clientes/clp_json_citaciones.jsp"

    /// The answer to `request`, by its `ps_opcion` and `ps_placa`.
    public static func answer(_ request: RecordedHTTPRequest) -> ScriptedHTTPResponse {
        let query = { (name: String) in request.queryItems.first { $0.name == name }?.value }
        let plate = query("ps_placa") ?? PortalPage.realPlate
        do {
            switch query("ps_opcion") {
            case "P": return .json(try pending(for: plate))
            case "G": return .json(try paid(for: plate))
            default: return .json(emptyGrid)
            }
        } catch {
            return ScriptedHTTPResponse(statusCode: 599)
        }
    }

    /// The real grid of pending fines, about `plate`.
    public static func pending(for plate: String = PortalPage.realPlate) throws -> Data {
        try told(Fixture.data(named: "fines_P_ABC1234.json"), about: plate)
    }

    /// A grid of one paid fine (the real grid's last), about `plate`.
    public static func paid(for plate: String = PortalPage.realPlate) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: pending(for: plate))
        guard var grid = object as? [String: Any], let rows = grid["rows"] as? [Any],
            let last = rows.last
        else { throw CocoaError(.fileReadCorruptFile) }
        grid["rows"] = [last]
        grid["records"] = "1"
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
