import Foundation
import PlateFinderDomain

/// The portal's pages: the real one for ABC1234 and variants of it, as ISO-8859-1 bytes like
/// the real portal serves, or as text the way the HTTP client hands them over.
public enum PortalPage {
    /// Why a page could not be made.
    public enum Failure: Error, Equatable {
        /// The real page does not hold the text a variant was to replace or cut after.
        case missing(String)
    }

    /// The plate the real page is about.
    public static let realPlate = "ABC1234"
    /// The plate the real page is about, as a plate.
    public static let plate = Plate(realPlate)

    /// The real page for ABC1234.
    public static func vehicle() throws -> Data {
        try fixture(named: "car_ABC1234.latin1.html")
    }

    /// A page from the shared fixtures.
    public static func fixture(named name: String) throws -> Data {
        try Fixture.data(named: name)
    }

    /// A page from the shared fixtures, decoded as ISO-8859-1 like a portal answer without a
    /// charset.
    public static func fixtureText(named name: String) throws -> String {
        guard let text = String(data: try fixture(named: name), encoding: .isoLatin1) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return text
    }

    /// The real page told about `plate` instead of ABC1234, with every `target` replaced by
    /// `replacement`.
    public static func vehicle(
        for plate: String = realPlate, replacing target: String = "", with replacement: String = ""
    ) throws -> Data {
        try latin1(vehicleText(for: plate, replacing: target.isEmpty ? [:] : [target: replacement]))
    }

    /// The real page told about `plate`, with every key of `replacements` replaced by its
    /// value, all at once (so two keys can trade places).
    public static func vehicle(
        for plate: String = realPlate, replacing replacements: KeyValuePairs<String, String>
    ) throws -> Data {
        try latin1(vehicleText(for: plate, replacing: replacements))
    }

    /// The real page ending right after the first `marker`, as a portal that stops writing
    /// mid-page leaves it.
    public static func vehicle(cutAfter marker: String) throws -> Data {
        try latin1(vehicleText(cutAfter: marker))
    }

    /// The real page as text, ending right after the first `marker`.
    public static func vehicleText(cutAfter marker: String) throws -> String {
        let page = try vehicleText()
        guard let end = page.range(of: marker)?.upperBound else { throw Failure.missing(marker) }
        return String(page[..<end])
    }

    /// The real page as text, told about `plate`, with every key of `replacements` replaced
    /// by its value, all at once; a key the page does not hold is an error, so a variant
    /// never silently stays the real page.
    public static func vehicleText(
        for plate: String = realPlate, replacing replacements: KeyValuePairs<String, String> = [:]
    ) throws -> String {
        var page = try fixtureText(named: "car_ABC1234.latin1.html")
        var placeholders: [(String, String)] = []
        for (index, (target, replacement)) in replacements.enumerated() {
            guard page.contains(target) else { throw Failure.missing(target) }
            let placeholder = "\u{0}\(index)\u{0}"
            page = page.replacingOccurrences(of: target, with: placeholder)
            placeholders.append((placeholder, replacement))
        }
        for (placeholder, replacement) in placeholders {
            page = page.replacingOccurrences(of: placeholder, with: replacement)
        }
        return page.replacingOccurrences(of: realPlate, with: plate)
    }

    private static func latin1(_ page: String) throws -> Data {
        guard let data = page.data(using: .isoLatin1) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding)
        }
        return data
    }
}
