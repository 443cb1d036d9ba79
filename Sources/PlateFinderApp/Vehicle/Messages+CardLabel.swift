import Foundation

extension Messages {
    /// The title of a card row.
    public func label(_ label: CardLabel) -> String {
        switch label {
        case .plate: localized("Plate", "Placa")
        case .format: localized("Format", "Formato")
        case .complete: localized("Complete", "Completa")
        case .province: localized("Province", "Provincia")
        case .manufacturer: localized("Make", "Marca")
        case .model: localized("Model", "Modelo")
        case .color: localized("Colour", "Color")
        case .segment: localized("Class", "Clase")
        case .service: localized("Service", "Servicio")
        case .year: localized("Year", "Año")
        case .registrationYear: localized("Registration year", "Año de matrícula")
        case .registrationDate: localized("Registration date", "Fecha de matrícula")
        case .expirationDate: localized("Expiration date", "Fecha de caducidad")
        case .registrationMonth: localized("Registration month", "Mes de matriculación")
        case .tint: localized("Tint", "Polarizado")
        case .tintExpirationDate: localized("Tint expiry", "Caducidad polarizado")
        case .fines: localized("Fines", "Citaciones")
        case .favorite: localized("Favourite", "Favorita")
        case .source: localized("Source", "Fuente")
        case .finesTotal: localized("Fines total", "Total multas")
        case .finesSource: localized("Fines source", "Fuente multas")
        case .identifiedBy: localized("Identified by", "Identificado por")
        }
    }
}
