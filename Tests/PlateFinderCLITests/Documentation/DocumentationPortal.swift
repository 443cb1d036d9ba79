import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport

/// The portal the documents' examples run against: the ANT's page and fines grid for any
/// plate, and the SRI's records of the three plates the documents show.
///
/// - PCQ5129: the real page, about the TOYOTA RAV4 of 2020 the SRI knows (four pending
///   fines), and an SRI record that owes USD 874.16, last paid in 2023.
/// - GSB0427: the same page and the SRI's record of a vehicle whose sale a court forbids.
/// - AAB0101: a CHEVROLET of 2022 with no fines, paid up at the SRI.
/// - Any other plate: the real page told about it; the SRI has no record of it.
struct DocumentationPortal: Sendable {
    /// The ANT's server.
    let ant: LoopbackHTTPServer
    /// The SRI's server.
    let sri: LoopbackHTTPServer

    /// The plate with nothing to find.
    static let clearPlate = "AAB0101"

    /// Starts both servers.
    init() throws {
        ant = try LoopbackHTTPServer()
        sri = try LoopbackHTTPServer()
        let pages = try Self.pages()
        ant.route(path: LoopbackPortal.pagePath) { request in
            let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value ?? ""
            switch plate {
            case Self.clearPlate: return .html(pages.clear)
            case "PCQ5129", "GSB0427": return .html(pages.told(plate, rav4: true))
            default: return .html(pages.told(plate, rav4: false))
            }
        }
        ant.route(path: PortalFines.gridPath) { request in
            let plate = request.queryItems.first { $0.name == "ps_placa" }?.value
            return plate == Self.clearPlate
                ? .json(PortalFines.emptyGrid) : PortalFines.answer(request)
        }
        let records = try Self.records()
        sri.answerUnscripted { request in
            let plate = String(request.path.split(separator: "/").last ?? "")
            return records[plate].map { .json($0) } ?? ScriptedHTTPResponse(statusCode: 404)
        }
    }

    /// The environment that points a run at both servers.
    var environment: [String: String] {
        [
            "PLATEFINDER_ANT_URL": ant.baseURL.absoluteString,
            "PLATEFINDER_SRI_URL": sri.baseURL.absoluteString,
        ]
    }

    private struct Pages: Sendable {
        let clear: Data
        let real: String

        /// The real page about `plate`; about the SRI's RAV4 when `rav4`.
        func told(_ plate: String, rav4: Bool) -> Data {
            var text = real.replacingOccurrences(of: PortalPage.realPlate, with: plate)
            if rav4 {
                text = text.replacingOccurrences(
                    of: "AA COROLLA 1.6", with: "RAV4 LS AC 2.0 5P 4X2 TM"
                )
                .replacingOccurrences(
                    of: "<td class=\"detalle_formulario\">2009</td>",
                    with: "<td class=\"detalle_formulario\">2020</td>")
            }
            return text.data(using: .isoLatin1) ?? Data()
        }
    }

    private static func pages() throws -> Pages {
        let clear = try PortalPage.vehicle(
            for: clearPlate,
            replacing: [
                "TOYOTA": "CHEVROLET", "AA COROLLA 1.6": "ONIX LT 1.0 TURBO",
                "<td class=\"detalle_formulario\">2009</td>":
                    "<td class=\"detalle_formulario\">2022</td>",
                "Pendientes (4)": "Pendientes (0)",
            ])
        return Pages(clear: clear, real: try PortalPage.vehicleText())
    }

    private static func records() throws -> [String: Data] {
        var blocked = try record(named: "valor_PCQ5129_bloqueado.json")
        blocked["placa"] = "GSB0427"
        var clear = try record(named: "valor_AAB0101_al_dia.json")
        // Paid up until 2028-05-10, two years after the documents' day.
        clear["fechaCaducidadMatricula"] = 1_841_547_600_000
        return [
            "PCQ5129": try Fixture.data(named: "valor_PCQ5129.json"),
            "GSB0427": try JSONSerialization.data(withJSONObject: blocked),
            clearPlate: try JSONSerialization.data(withJSONObject: clear),
        ]
    }

    private static func record(named name: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Fixture.data(named: name))
        guard let record = object as? [String: Any] else { throw CocoaError(.fileReadCorruptFile) }
        return record
    }
}
