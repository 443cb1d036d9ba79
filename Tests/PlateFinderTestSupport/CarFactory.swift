import Foundation
import PlateFinderDomain

/// Vehicles for tests, shaped like the portal's page for ABC1234; override any field.
public enum CarFactory {
    /// The fines on the fixture page.
    public static let fixtureFines = FinesSummary(
        pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0)

    /// A car like the fixture page's, with any field replaced.
    public static func make(
        plate: String = "ABC1234", manufacturer: String = "TOYOTA",
        colorName: String = "AMARILLO", registrationYear: String = "2025",
        model: String = "AA COROLLA 1.6", segment: String = "AUTOMOVIL",
        registrationDate: String = "14-06-2025", year: String = "2009",
        service: String = "USO PUBLICO", expirationDate: String = "31-05-2030",
        tint: String = "No existe registro de polarizado", tintExpirationDate: String = "",
        fines: FinesSummary? = fixtureFines
    ) -> Car {
        Car(
            plate: plate, manufacturer: manufacturer, colorName: colorName,
            registrationYear: registrationYear, model: model, segment: segment,
            registrationDate: registrationDate, year: year, service: service,
            expirationDate: expirationDate, tint: tint, tintExpirationDate: tintExpirationDate,
            fines: fines)
    }
}
