import Foundation
import PlateFinderTestSupport

/// Pages the loopback portal serves, as ISO-8859-1 bytes like the real one.
enum PortalPage {
    /// The plate the real page is about.
    static let realPlate = "ABC1234"

    /// The real page for ABC1234.
    static func vehicle() throws -> Data {
        try fixture(named: "car_ABC1234.latin1.html")
    }

    /// A page from the shared fixtures.
    static func fixture(named name: String) throws -> Data {
        try Fixture.data(named: name)
    }

    /// The real page told about `plate` instead of ABC1234, with every `target` replaced by
    /// `replacement`.
    static func vehicle(
        for plate: String = realPlate, replacing target: String = "", with replacement: String = ""
    ) throws -> Data {
        guard var page = String(data: try vehicle(), encoding: .isoLatin1) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        if !target.isEmpty {
            page = page.replacingOccurrences(of: target, with: replacement)
        }
        guard
            let data = page.replacingOccurrences(of: realPlate, with: plate)
                .data(using: .isoLatin1)
        else { throw CocoaError(.fileWriteInapplicableStringEncoding) }
        return data
    }
}
