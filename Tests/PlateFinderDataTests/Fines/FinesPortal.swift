import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The portal's vehicle page and fines grid answers, for the fines service's tests.
enum FinesPortal {
    /// Where the vehicle page is, below the portal's origin.
    static let pagePath = "/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
    /// Where the fixture page's grid is, below the portal's origin.
    static let gridPath = "/PortalWEB/paginas/clientes/clp_json_citaciones.jsp"
    /// The contract and person ids in the fixture page's grid address.
    static let ids = ["102276518", "2563423"]

    /// The fixture page, as the portal sends it.
    static func page() throws -> Data {
        try Fixture.data(named: "car_ABC1234.latin1.html")
    }

    /// The fixture page with each key of `replacements` replaced by its value.
    static func page(replacing replacements: KeyValuePairs<String, String>) throws -> Data {
        try PortalPage.vehicle(replacing: replacements)
    }

    /// The fixture page declaring `columns`, written as given, instead of its own.
    static func page(columns: [String]) throws -> Data {
        let page = try PortalPage.vehicleText()
        let start = try #require(page.range(of: "colNames:["))
        let end = try #require(page[start.upperBound...].range(of: "]"))
        let literal = columns.map { "'\($0)'" }.joined(separator: ",")
        let declared = page.replacingCharacters(
            in: start.upperBound..<end.lowerBound, with: literal)
        return try #require(declared.data(using: .isoLatin1))
    }

    /// A grid page holding `rows` (each its cells as JSON), numbered `page` of `total`, of
    /// a grid of `records` fines; numbers as strings, as the portal writes them.
    static func grid(page: Int = 1, of total: Int = 1, records: Int, rows: [String]) -> Data {
        let listed = rows.enumerated().map { #"{"id": "\#($0.offset)", "cell": [\#($0.element)]}"# }
        return Data(
            (#"{"page": "\#(page)", "total": "\#(total)", "records": "\#(records)", "rows": ["#
                + listed.joined(separator: ", ") + "]}").utf8)
    }

    /// An empty grid, as the portal sends it for a status without fines.
    static let emptyGrid = grid(page: 1, of: 0, records: 0, rows: [])

    /// The fixture grid's rows, each its cells as JSON, the cells put in `order` (old
    /// indexes in their new order) when given.
    static func fixtureRows(order: [Int]? = nil) throws -> [String] {
        let object = try JSONSerialization.jsonObject(
            with: Fixture.data(named: "fines_P_ABC1234.json"))
        let rows = try #require((object as? [String: Any])?["rows"] as? [[String: Any]])
        return try rows.map { row in
            let cells = try #require(row["cell"] as? [Any])
            let ordered = order.map { $0.map { cells[$0] } } ?? cells
            let json = try JSONSerialization.data(withJSONObject: ordered)
            return String(decoding: json.dropFirst().dropLast(), as: UTF8.self)
        }
    }
}
