import Foundation
import PlateFinderTestSupport

/// AAB0101 as every source gives it with nothing to find, whatever day the tests run on:
/// its ANT page (a CHEVROLET of 2022) with no pending fines and a document expiring in two
/// years, and the SRI's record paid up for this year.
public enum ClearVehicle {
    /// The plate.
    public static let plate = "AAB0101"

    /// The ANT's page.
    public static func page() throws -> Data {
        try PortalPage.vehicle(
            for: plate,
            replacing: [
                "TOYOTA": "CHEVROLET",
                "<td class=\"detalle_formulario\">2009</td>":
                    "<td class=\"detalle_formulario\">2022</td>",
                "Pendientes (4)": "Pendientes (0)",
                "31-05-2030": inTwoYears("dd-MM-yyyy"),
            ])
    }

    /// The SRI's answer.
    public static func sriAnswer() throws -> Data {
        let fixture = try Fixture.data(named: "valor_AAB0101_al_dia.json")
        guard var record = try JSONSerialization.jsonObject(with: fixture) as? [String: Any]
        else { throw CocoaError(.fileReadCorruptFile) }
        record["anioUltimoPago"] = Calendar(identifier: .gregorian).component(.year, from: Date())
        record["fechaCaducidadMatricula"] = Int(twoYearsAhead.timeIntervalSince1970) * 1_000
        return try JSONSerialization.data(withJSONObject: record)
    }

    /// Queues the page, an empty fines grid and the SRI's answer on `portal`, once each.
    public static func serve(on portal: LoopbackPortal) throws {
        portal.server.enqueue(.html(try page()))
        portal.serveFines { _ in .json(PortalFines.emptyGrid) }
        portal.sri.enqueue(.json(try sriAnswer()))
    }

    /// Two years from now, in Ecuador, written in `format`.
    public static func inTwoYears(_ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/Guayaquil")
        formatter.dateFormat = format
        return formatter.string(from: twoYearsAhead)
    }

    private static var twoYearsAhead: Date { Date() + 2 * 365 * 86_400 }
}
