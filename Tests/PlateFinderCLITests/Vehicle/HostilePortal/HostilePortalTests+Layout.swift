import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// The portal's own page, rearranged or cut short: what it does say is read by its labels,
/// and what it does not say is never made up.
extension HostilePortalTests {
    /// The card `find` prints for the real page of ABC1234.
    static let realCard = """
        !! Blocked: fines pending.

        Source              ANT portal, just now
        Plate               ABC1234
        Format              car
        Province            Azuay
        Make                TOYOTA
        Model               AA COROLLA 1.6
        Colour              AMARILLO
        Class               AUTOMOVIL
        Service             USO PUBLICO
        Year                2009
        Registration year   2025
        Registration date   2025-06-14
        Expiration date     2030-05-31
        Registration month  May
        Tint                No existe registro de polarizado
        Tint expiry         —
        Fines               4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement
        Favourite           no

        """

    /// The history row the store keeps for the real page of ABC1234.
    static let realVehicleRow: [String: SQLiteValue] = [
        "car_plate": .text("ABC1234"), "car_manufacturer": .text("TOYOTA"),
        "car_color_name": .text("AMARILLO"), "car_registration_year": .text("2025"),
        "car_model": .text("AA COROLLA 1.6"), "car_segment": .text("AUTOMOVIL"),
        "car_registration_date": .text("14-06-2025"), "car_year": .text("2009"),
        "car_service": .text("USO PUBLICO"), "car_expiration_date": .text("31-05-2030"),
        "car_tint": .text("No existe registro de polarizado"),
        "car_tint_expiration_date": .text(""),
        "fines_pending": .integer(4), "fines_disputed": .integer(0), "fines_voided": .integer(20),
        "fines_paid": .integer(9), "fines_in_agreement": .integer(0),
    ]

    /// The real page with its label-value pairs in other places.
    static func rearrangedPages() throws -> [(String, Data)] {
        let registrationYear =
            #"<td class="titulo">A&ntilde;o de Matr&iacute;cula</td>"# + "\n"
            + #"                <td class="detalle_formulario">2025</td>"#
        let tintExpiry = ##"<td class="detalle_formulario">  <font color = "#FF0000"  ></td>"##
        return [
            (
                "Marca and Color swapped",
                try PortalPage.vehicle(replacing: [
                    "Marca:": "Color:", "Color:": "Marca:", "TOYOTA": "AMARILLO",
                    "AMARILLO": "TOYOTA",
                ])
            ),
            (
                "Año de Matrícula moved to the last row",
                try PortalPage.vehicle(replacing: [
                    registrationYear: "", tintExpiry: tintExpiry + registrationYear,
                ])
            ),
        ]
    }

    @Test(arguments: try rearrangedPages())
    func find_printsAndSavesEveryField_whereverItsLabelStands(
        layout: String, page: Data
    ) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(page))

        try await expectRealVehicleFound(on: portal)
    }

    @Test(arguments: ["Pendientes (4)</font>", "Anuladas (2", "Pagadas (9)", "En Convenio ("])
    func find_saysFinesAreNotShown_neverACount_whenPageEndsInsideFinesSection(
        cutAfter marker: String
    ) async throws {
        let portal = try makeSUT()
        portal.server.enqueue(.html(try PortalPage.vehicle(cutAfter: marker)))

        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let saved = try await portal.cli.run("history", "show", "ABC1234", "--json")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(
            result.output
                == Self.realCard.replacingOccurrences(
                    of: "4 pending, 0 disputed, 20 voided, 9 paid, 0 in agreement",
                    with: "not shown"
                )
                // Fines not read are no finding: nothing is said to stop the purchase.
                .replacingOccurrences(of: "!! Blocked: fines pending.\n\n", with: ""))
        #expect(try JSONOutput.object(saved)["fines"] is NSNull)
        var row = Self.realVehicleRow
        for column in ["pending", "disputed", "voided", "paid", "in_agreement"] {
            row["fines_" + column] = .null
        }
        #expect(try StoreFile.savedVehicles(at: portal.cli.storePath) == ["ABC1234": row])
    }

    /// Runs `find ABC1234` (the ANT alone) and expects the real page's card printed and its
    /// vehicle saved.
    func expectRealVehicleFound(on portal: LoopbackPortal) async throws {
        let result = try await portal.cli.run("find", "ABC1234", "--sources", "ant")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == Self.realCard)
        #expect(
            try StoreFile.savedVehicles(at: portal.cli.storePath) == [
                "ABC1234": Self.realVehicleRow
            ])
    }
}
