import Foundation

/// A row title in the cards that describe a plate or a vehicle.
public enum CardLabel: CaseIterable, Sendable {
    /// The plate.
    case plate
    /// The plate's format (car, motorcycle, …).
    case format
    /// Whether the plate is complete.
    case complete
    /// The province named by the plate's first letter.
    case province
    /// Marca.
    case manufacturer
    /// Modelo.
    case model
    /// Color.
    case color
    /// Clase.
    case segment
    /// Servicio.
    case service
    /// Año: the model year.
    case year
    /// Año de Matrícula.
    case registrationYear
    /// Fecha de Matrícula.
    case registrationDate
    /// Fecha de Caducidad.
    case expirationDate
    /// The month of the annual registration, from the plate's last digit.
    case registrationMonth
    /// Polarizado.
    case tint
    /// Fecha Caducidad of the tint permit.
    case tintExpirationDate
    /// Citaciones.
    case fines
    /// Whether the plate is one of the person's favourites.
    case favorite
    /// Where the vehicle came from.
    case source
    /// The pending fines' total, from the fines grid.
    case finesTotal
    /// Where the fines came from.
    case finesSource
    /// Which source described the vehicle, when the ANT gave no vehicle.
    case identifiedBy
}
