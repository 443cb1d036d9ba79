import Foundation
import PlateFinderDomain

/// Turns the ANT portal's vehicle page into a `Car`, trusting only what the page says about
/// the plate asked for.
///
/// Stateless: every call parses its own document, so calls may run concurrently.
public enum ANTCarHTMLMapper {
    /// Longest piece of a page quoted when it is not the vehicle page.
    static let quotedCharacters = 80

    /// The vehicle `html` describes, which is never another plate's.
    ///
    /// - The portal's vehicle page is known by its table's labels (`Marca:`, `Modelo:`,
    ///   `Año:`, `Polarizado:`); anything else — empty, a maintenance or error page, a
    ///   document the parser gave up on — is the portal failing: `portalUnavailable`.
    /// - That page with an empty plate cell is the portal's own "no data": `noDataFound`.
    /// - A plate cell that is not `plate`, a field without its label, or a table with text
    ///   no label accounts for is `parsingError`; so is a page over 2 Mi characters.
    ///
    /// Fields are read by their labels, wherever the labels stand.
    public static func map(_ html: String, for plate: Plate) throws(CarInfoError) -> Car {
        try HTMLDocument.withBody(of: html) { body throws(CarInfoError) -> Car in
            guard let body, let table = ANTVehicleTable(body: body), table.isVehicleTable else {
                throw .portalUnavailable(description(of: html, body: body))
            }
            guard let shown = table.plate else {
                throw .parsingError("the vehicle table does not start with the plate")
            }
            guard !shown.isEmpty else { throw .noDataFound }
            guard Plate(shown) == plate else {
                throw .parsingError(
                    "the page is about the plate “\(HTMLTextNormalizer.excerpt(shown, limit: 20))”"
                        + ", not \(plate)")
            }
            if let flaw = table.flaw { throw .parsingError(flaw) }
            func field(_ label: ANTVehicleLabel) throws(CarInfoError) -> String {
                guard let value = table.value(of: label) else {
                    throw .parsingError("the vehicle table has no \(label.portalText) label")
                }
                return value
            }
            return try Car(
                plate: plate.value,
                manufacturer: field(.manufacturer), colorName: field(.colorName),
                registrationYear: field(.registrationYear), model: field(.model),
                segment: field(.segment), registrationDate: field(.registrationDate),
                year: field(.year), service: field(.service),
                expirationDate: field(.expirationDate), tint: field(.tint),
                tintExpirationDate: field(.tintExpirationDate),
                fines: ANTFinesReader.summary(after: table.node))
        }
    }

    /// What came instead of the vehicle page, in a few words and the start of its text.
    private static func description(of html: String, body: HTMLNode?) -> String {
        let text = body?.text ?? ""
        guard !text.isEmpty else {
            return html.allSatisfy(\.isWhitespace) ? "an empty page" : "a page without text"
        }
        return "a page without the vehicle table, reading "
            + "“\(HTMLTextNormalizer.excerpt(text, limit: quotedCharacters))”"
    }
}
