import Foundation
import PlateFinderDomain

/// Vehicles for tests, shaped like the portal's.
public enum CarFactory {
    /// A car like the fixture page's, with `plate` and optional fines.
    public static func make(
        plate: String = "ABC1234", model: String = "AA COROLLA 1.6",
        fines: FinesSummary? = FinesSummary(
            pending: 4, disputed: 0, voided: 20, paid: 9, inAgreement: 0)
    ) -> Car {
        Car(
            plate: plate, manufacturer: "TOYOTA", colorName: "AMARILLO", registrationYear: "2025",
            model: model, segment: "AUTOMOVIL", registrationDate: "14-06-2025", year: "2009",
            service: "USO PUBLICO", expirationDate: "31-05-2030",
            tint: "No existe registro de polarizado", tintExpirationDate: "", fines: fines)
    }
}
