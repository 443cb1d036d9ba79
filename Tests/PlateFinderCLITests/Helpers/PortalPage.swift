import Foundation
import PlateFinderTestSupport

/// Pages the loopback portal serves, as ISO-8859-1 bytes like the real one.
enum PortalPage {
    /// The real page for ABC1234.
    static func vehicle() throws -> Data {
        try Fixture.data(named: "car_ABC1234.latin1.html")
    }

    /// The real page for ABC1234 with `replacement` written over every `TOYOTA`.
    static func vehicle(replacingManufacturerWith replacement: String) throws -> Data {
        guard let page = String(data: try vehicle(), encoding: .isoLatin1) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return try latin1(page.replacingOccurrences(of: "TOYOTA", with: replacement))
    }

    /// What the portal answers for a plate it does not know: the page, without the table.
    static func noVehicle() throws -> Data {
        try latin1(
            """
            <html><head><title>Citaciones</title></head>
            <body><div>No se encontr\u{F3} informaci\u{F3}n para la placa.</div></body></html>
            """)
    }

    /// A maintenance page in place of the portal.
    static func maintenance() throws -> Data {
        try latin1(
            """
            <html><body><h1>Sitio en mantenimiento</h1>
            <table><tr><td>Vuelva m\u{E1}s tarde</td></tr></table></body></html>
            """)
    }

    private static func latin1(_ text: String) throws -> Data {
        guard let data = text.data(using: .isoLatin1) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding)
        }
        return data
    }
}
