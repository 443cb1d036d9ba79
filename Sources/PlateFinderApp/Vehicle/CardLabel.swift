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
}
