import Foundation
import PlateFinderDomain

/// Turns the ANT portal's vehicle page into a `Car`, trusting only what the page says about
/// the plate asked for, and reads the fines grid the page declares in the same pass.
///
/// Stateless: every call parses its own document, so calls may run concurrently.
public enum ANTCarHTMLMapper {
    /// Longest piece of a page quoted when it is not the vehicle page.
    static let quotedCharacters = 80

    /// The vehicle `html` describes, which is never another plate's.
    ///
    /// - The portal's vehicle page is known by its structure: the first table directly
    ///   under `<body>` has `titulo` label cells, and the page has its fines section (a
    ///   count below the table, such as `Pendientes (4)`, or the script declaring the fines
    ///   grid). Anything else — empty, a maintenance or error page, a page cut short, a
    ///   document the parser gave up on — is the portal failing: an unexpected answer.
    /// - That page with an empty plate cell is the portal's own `noData`.
    /// - A plate cell that is not `plate`, a label missing, renamed or unknown, or text no
    ///   label accounts for is the page changing: not understood, naming what changed; so
    ///   is a page over 2 Mi characters.
    ///
    /// Fields are read by their labels, wherever the labels stand.
    public static func map(_ html: String, for plate: Plate) throws(LookupFailureReason) -> Car {
        try HTMLDocument.withRoot(of: html) { root throws(LookupFailureReason) -> Car in
            try read(root, html: html, for: plate, wantsGrid: false).car
        }
    }

    /// The page `html`, fetched from `url`, read once: the vehicle as `map` reads it, and
    /// the fines grid its scripts declare (nil when they declare none).
    public static func page(
        _ html: String, for plate: Plate, from url: URL
    ) throws(LookupFailureReason) -> VehiclePage {
        try HTMLDocument.withRoot(of: html) { root throws(LookupFailureReason) -> VehiclePage in
            let (car, declaration) = try read(root, html: html, for: plate, wantsGrid: true)
            return VehiclePage(
                car: car,
                finesGrid: declaration.map {
                    FinesGridDeclaration(
                        pageURL: url, address: $0.address, columnNames: $0.columnNames)
                })
        }
    }

    /// The car, and the grid the scripts declare when `wantsGrid` or when the page shows
    /// no count, for then the grid is what tells the vehicle page.
    private static func read(
        _ root: HTMLNode?, html: String, for plate: Plate, wantsGrid: Bool
    ) throws(LookupFailureReason) -> (car: Car, grid: (address: String, columnNames: [String])?) {
        let body = root?.children.first { $0.isElement(named: "body") }
        guard let body, let table = ANTVehicleTable(body: body), table.hasLabelCells else {
            throw .unexpectedAnswer(description(of: html, body: body))
        }
        let counts = ANTFinesReader.counts(after: table.node)
        let grid =
            wantsGrid || counts.isEmpty
            ? (root?.scriptSources ?? []).lazy.compactMap(ANTFinesGridScript.declaration(in:))
                .first : nil
        guard !counts.isEmpty || grid != nil else {
            throw .unexpectedAnswer(.vehicleTableWithoutFines)
        }
        return (try car(in: table, for: plate, fines: ANTFinesReader.summary(of: counts)), grid)
    }

    private static func car(
        in table: ANTVehicleTable, for plate: Plate, fines: FinesSummary?
    ) throws(LookupFailureReason) -> Car {
        guard let shown = table.plate else { throw .notUnderstood(.page(.tableWithoutPlate)) }
        guard !shown.isEmpty else { throw .noData }
        guard Plate(shown) == plate else {
            throw .notUnderstood(.page(.otherPlate(HTMLTextNormalizer.excerpt(shown, limit: 20))))
        }
        if let flaw = table.flaw { throw .notUnderstood(.page(flaw)) }
        func field(_ label: ANTVehicleLabel) throws(LookupFailureReason) -> String {
            guard let value = table.value(of: label) else {
                throw .notUnderstood(.page(.missingLabel(label.portalText)))
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
            tintExpirationDate: field(.tintExpirationDate), fines: fines)
    }

    /// What came instead of the vehicle page, and the start of its text.
    private static func description(of html: String, body: HTMLNode?) -> UnexpectedAnswer {
        let text = body?.text ?? ""
        guard !text.isEmpty else {
            return html.allSatisfy(\.isWhitespace) ? .emptyPage : .pageWithoutText
        }
        return .otherPage(excerpt: HTMLTextNormalizer.excerpt(text, limit: quotedCharacters))
    }
}
