import Foundation

/// A vehicle as the ANT portal describes it.
///
/// The text fields keep the portal's wording (trimmed, inner white space collapsed);
/// the dates are also offered as calendar days where the text is a valid `dd-MM-yyyy`.
public struct Car: Hashable, Sendable {
    /// The plate as the portal prints it, e.g. `ABC1234`.
    public let plate: String
    /// Marca, e.g. `TOYOTA`.
    public let manufacturer: String
    /// Color, e.g. `AMARILLO`.
    public let colorName: String
    /// Año de Matrícula: the year of the last registration, e.g. `2025`.
    public let registrationYear: String
    /// Modelo, e.g. `AA COROLLA 1.6`.
    public let model: String
    /// Clase, e.g. `AUTOMOVIL`.
    public let segment: String
    /// Fecha de Matrícula as printed, `dd-MM-yyyy`.
    public let registrationDate: String
    /// Año: the model year, e.g. `2009`.
    public let year: String
    /// Servicio, e.g. `USO PUBLICO`.
    public let service: String
    /// Fecha de Caducidad as printed, `dd-MM-yyyy`.
    public let expirationDate: String
    /// Polarizado: the tint permit, or the portal's sentence saying there is none.
    public let tint: String
    /// Fecha Caducidad of the tint permit as printed; often empty.
    public let tintExpirationDate: String
    /// The traffic-fine counts, when the page shows them.
    public let fines: FinesSummary?

    /// A vehicle with every field the portal shows.
    public init(
        plate: String, manufacturer: String, colorName: String, registrationYear: String,
        model: String, segment: String, registrationDate: String, year: String,
        service: String, expirationDate: String, tint: String, tintExpirationDate: String,
        fines: FinesSummary? = nil
    ) {
        self.plate = plate
        self.manufacturer = manufacturer
        self.colorName = colorName
        self.registrationYear = registrationYear
        self.model = model
        self.segment = segment
        self.registrationDate = registrationDate
        self.year = year
        self.service = service
        self.expirationDate = expirationDate
        self.tint = tint
        self.tintExpirationDate = tintExpirationDate
        self.fines = fines
    }

    /// `registrationDate` as a day, when it is a valid `dd-MM-yyyy`.
    public var registrationCalendarDate: CalendarDate? {
        CalendarDate(ddMMyyyy: registrationDate)
    }

    /// `expirationDate` as a day, when it is a valid `dd-MM-yyyy`.
    public var expirationCalendarDate: CalendarDate? {
        CalendarDate(ddMMyyyy: expirationDate)
    }

    /// `tintExpirationDate` as a day, when it is a valid `dd-MM-yyyy`.
    public var tintExpirationCalendarDate: CalendarDate? {
        CalendarDate(ddMMyyyy: tintExpirationDate)
    }
}
