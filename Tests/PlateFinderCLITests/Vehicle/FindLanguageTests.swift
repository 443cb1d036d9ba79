import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

@Suite struct FindLanguageTests {
    static let spanishCard = """
        !! Bloqueado: multas pendientes.

        Fuente                portal de la ANT, ahora mismo
        Placa                 ABC1234
        Formato               auto
        Provincia             Azuay
        Marca                 TOYOTA
        Modelo                AA COROLLA 1.6
        Color                 AMARILLO
        Clase                 AUTOMOVIL
        Servicio              USO PUBLICO
        Año                   2009
        Año de matrícula      2025
        Fecha de matrícula    2025-06-14
        Fecha de caducidad    2030-05-31
        Mes de matriculación  mayo
        Polarizado            No existe registro de polarizado
        Caducidad polarizado  —
        Citaciones            4 pendientes, 0 en impugnación, 20 anuladas, 9 pagadas,
                              0 en convenio
        Favorita              no

        """

    @Test(
        arguments: [
            (["find", "ABC1234", "--lang", "es", "--sources", "ant"], [:]),
            (["find", "ABC1234", "--sources", "ant"], ["LANG": "es_EC.UTF-8"]),
            (["find", "ABC1234", "--lang=es", "--sources", "ant"], ["LC_ALL": "en_US.UTF-8"]),
        ] as [([String], [String: String])])
    func find_printsSpanishCard_whenSpanishIsAskedFor(
        arguments: [String], environment: [String: String]
    ) async throws {
        let portal = try makeSUT(environment: environment)
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run(arguments)

        #expect(result.output == FindLanguageTests.spanishCard)
        #expect(result.exitCode == 0)
    }

    @Test func find_keepsJSONKeysInEnglish_inSpanish() async throws {
        let portal = try makeSUT(environment: ["LANG": "es_EC.UTF-8"])
        portal.server.enqueue(.html(try PortalPage.vehicle()))

        let result = try await portal.cli.run("find", "ABC1234", "--json")

        let object = try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["colorName"] as? String == "AMARILLO")
        #expect(object["format"] as? String == "car")
    }

    @Test func find_reportsNoData_inSpanish() async throws {
        let portal = try makeSUT(environment: ["LANG": "es_EC.UTF-8"])
        let page = "unknown_plate_empty_cells.latin1.html"
        portal.server.enqueue(.html(try PortalPage.fixture(named: page)))

        let result = try await portal.cli.run("find", "pbx-1234")

        #expect(
            result.error
                == "platefinder: El portal de la ANT no tiene datos para la placa PBX1234.\n")
        #expect(result.exitCode == 3)
    }

    // MARK: - Helpers

    private func makeSUT(environment: [String: String]) throws -> LoopbackPortal {
        try LoopbackPortal(environment: environment)
    }
}
