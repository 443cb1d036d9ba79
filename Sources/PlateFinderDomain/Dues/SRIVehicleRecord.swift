import Foundation

/// A vehicle as the tax authority (SRI) records it for the annual registration.
///
/// Texts are the SRI's wording, already stripped of anything that could drive a terminal;
/// dates are calendar days in Ecuador. A field the SRI left out is nil.
public struct SRIVehicleRecord: Hashable, Sendable {
    /// The plate the answer is about.
    public let plate: Plate
    /// Marca.
    public let make: String?
    /// Modelo.
    public let model: String?
    /// The model year (anioModelo).
    public let modelYear: Int?
    /// Clase, e.g. `JEEP`.
    public let vehicleClass: String?
    /// Servicio, e.g. `PARTICULAR`.
    public let service: String?
    /// Tipo de uso, e.g. `PRIVADO`.
    public let use: String?
    /// País de fabricación.
    public let countryOfManufacture: String?
    /// Cilindraje, in cm³.
    public let cylinderCapacity: Int?
    /// The canton where it is registered.
    public let canton: String?
    /// Its CAMV/CPN registry number.
    public let camvCpn: String?
    /// The day of its last registration.
    public let lastRegistrationDate: CalendarDate?
    /// The day its registration document expires.
    public let registrationExpirationDate: CalendarDate?
    /// The day of its last technical inspection.
    public let inspectionDate: CalendarDate?
    /// The day it was bought.
    public let purchaseDate: CalendarDate?
    /// The last fiscal year whose registration was paid.
    public let lastPaidYear: Int?
    /// The SRI's status of the vehicle (`ASIGNADO`, `AL DIA`, …).
    public let vehicleStatus: String?
    /// Free-text notices: a sale prohibition, information, a remission programme.
    public let notices: [SRINotice]

    /// A record with every field the SRI gives.
    public init(
        plate: Plate, make: String?, model: String?, modelYear: Int?, vehicleClass: String?,
        service: String?, use: String?, countryOfManufacture: String?, cylinderCapacity: Int?,
        canton: String?, camvCpn: String?, lastRegistrationDate: CalendarDate?,
        registrationExpirationDate: CalendarDate?, inspectionDate: CalendarDate?,
        purchaseDate: CalendarDate?, lastPaidYear: Int?, vehicleStatus: String?,
        notices: [SRINotice]
    ) {
        self.plate = plate
        self.make = make
        self.model = model
        self.modelYear = modelYear
        self.vehicleClass = vehicleClass
        self.service = service
        self.use = use
        self.countryOfManufacture = countryOfManufacture
        self.cylinderCapacity = cylinderCapacity
        self.canton = canton
        self.camvCpn = camvCpn
        self.lastRegistrationDate = lastRegistrationDate
        self.registrationExpirationDate = registrationExpirationDate
        self.inspectionDate = inspectionDate
        self.purchaseDate = purchaseDate
        self.lastPaidYear = lastPaidYear
        self.vehicleStatus = vehicleStatus
        self.notices = notices
    }
}
