import Foundation
import PlateFinderDomain

/// Turns the ANT portal's vehicle page into a `Car`.
///
/// Stateless: every call parses its own document, so calls may run concurrently.
public enum ANTCarHTMLMapper {
    /// The vehicle described by `html`; `noDataFound` when the page has no vehicle.
    ///
    /// No vehicle table, fewer than four rows or an empty plate cell is how the portal
    /// answers for a plate it does not know. A table that has the rows but lacks a cell the
    /// layout puts a field in is a page this mapper does not understand: `parsingError`.
    /// Pages over 2 MiB are refused with `parsingError` too.
    public static func map(_ html: String) throws(CarInfoError) -> Car {
        try HTMLDocument.withBody(of: html) { body throws(CarInfoError) -> Car in
            guard let body, let table = ANTVehicleTable(body: body),
                let plate = table.text(row: 0, cell: 0), !plate.isEmpty
            else { throw .noDataFound }
            func field(_ name: String, row: Int, cell: Int) throws(CarInfoError) -> String {
                guard let text = table.text(row: row, cell: cell) else {
                    throw .parsingError(
                        "the vehicle table has no \(name) (row \(row), cell \(cell))")
                }
                return text
            }
            return try Car(
                plate: plate,
                manufacturer: field("manufacturer", row: 0, cell: 2),
                colorName: field("colorName", row: 0, cell: 4),
                registrationYear: field("registrationYear", row: 0, cell: 6),
                model: field("model", row: 1, cell: 1),
                segment: field("segment", row: 1, cell: 3),
                registrationDate: field("registrationDate", row: 1, cell: 5),
                year: field("year", row: 2, cell: 1),
                service: field("service", row: 2, cell: 3),
                expirationDate: field("expirationDate", row: 2, cell: 5),
                tint: field("tint", row: 3, cell: 1),
                tintExpirationDate: field("tintExpirationDate", row: 3, cell: 3),
                fines: ANTFinesReader.summary(after: table.node))
        }
    }
}
