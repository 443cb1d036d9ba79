import Foundation
import PlateFinderTestSupport

/// Pages the loopback portal serves, as ISO-8859-1 bytes like the real one.
enum PortalPage {
    /// The real page for ABC1234.
    static func vehicle() throws -> Data {
        try fixture(named: "car_ABC1234.latin1.html")
    }

    /// A page from the shared fixtures.
    static func fixture(named name: String) throws -> Data {
        try Fixture.data(named: name)
    }

    /// The real page for ABC1234 with every `target` replaced by `replacement`.
    static func vehicle(replacing target: String, with replacement: String) throws -> Data {
        guard let page = String(data: try vehicle(), encoding: .isoLatin1),
            let data = page.replacingOccurrences(of: target, with: replacement)
                .data(using: .isoLatin1)
        else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return data
    }
}
