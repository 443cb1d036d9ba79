import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// A vehicle page whose table changed (a label renamed, missing or unknown) is the portal
/// answering with a page PlateFinder cannot read: exit 5, naming the label, and the saved
/// copy does not stand in for it, as it does when the portal fails.
@Suite struct FindChangedPageTests {
    @Test(arguments: [
        (
            "en_US.UTF-8",
            "platefinder: The ANT portal's page for ABC1234 could not be understood: the vehicle "
                + "table has an unknown label “Fabricante:”.\n"
        ),
        (
            "es_EC.UTF-8",
            "platefinder: No se pudo interpretar la página del portal de la ANT para ABC1234: la "
                + "tabla del vehículo tiene una etiqueta desconocida “Fabricante:”.\n"
        ),
    ])
    func find_exitsFive_namingTheLabel_withoutTheSavedCopy_whenMarcaIsRenamed(
        language: String, sentence: String
    ) async throws {
        let portal = try await makeSavedSUT(environment: ["LANG": language])
        portal.server.enqueue(
            .html(try PortalPage.vehicle(replacing: "Marca:", with: "Fabricante:")))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 5)
        #expect(result.output.isEmpty)
        #expect(result.error == sentence)
    }

    @Test(arguments: [
        ("en_US.UTF-8", "the vehicle table has no Polarizado: label"),
        ("es_EC.UTF-8", "la tabla del vehículo no tiene la etiqueta Polarizado:"),
    ])
    func find_exitsFive_namingTheLabel_whenALabelIsMissing(
        language: String, clause: String
    ) async throws {
        let portal = try await makeSavedSUT(environment: ["LANG": language])
        let page = try PortalPage.vehicle(replacing: [
            #"<td class="titulo"> Polarizado: </td>"#: "",
            ##"<td  class="detalle_formulario" > <font color = "#FF0000"  > No existe"##: "",
            "registro de polarizado</td>": "",
        ])
        portal.server.enqueue(.html(page))
        portal.server.enqueue(.html(page))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant", "--json")
        let again = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        let error = try #require(try JSONOutput.object(result)["error"] as? [String: Any])
        #expect(error["code"] as? String == "parsingError")
        #expect(result.exitCode == 5)
        #expect(again.exitCode == 5)
        #expect(again.output.isEmpty)
        #expect(again.error.contains(clause))
    }

    @Test func find_quotesAnUnknownLabel_strippedAndBounded() async throws {
        let portal = try await makeSavedSUT()
        let label = "Fabricante\u{1B}]0;pwn\u{07}\u{1B}[2J" + String(repeating: "x", count: 200)
        portal.server.enqueue(.html(try PortalPage.vehicle(replacing: "Marca:", with: label)))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 5)
        #expect(!result.error.contains("\u{1B}"))
        #expect(!result.error.contains("\u{07}"))
        #expect(result.error.contains("“Fabricante"))
        #expect(result.error.contains("…”"))
        #expect(result.error.count < 200)
    }

    @Test func find_letsTheSavedCopyStandIn_whenThePageIsCutBeforeItsFines() async throws {
        let portal = try await makeSavedSUT()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "car_ABC1234_truncated_after_table.latin1.html")))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 0)
        #expect(
            result.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              saved copy from "))
        #expect(
            result.error.hasPrefix(
                "platefinder: The ANT portal did not answer with its vehicle page, so the "
                    + "vehicle shown is the copy saved on "))
    }

    // MARK: - Helpers

    /// A portal whose store holds a saved copy of ABC1234's vehicle.
    private func makeSavedSUT(
        environment: [String: String] = [:]
    ) async throws -> LoopbackPortal {
        let portal = try LoopbackPortal(environment: environment)
        try portal.serveVehicle()
        let saved = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        try #require(saved.exitCode == 0)
        return portal
    }
}
