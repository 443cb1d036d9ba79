/// A label of the portal's vehicle table; the cell after it holds the field it names.
enum ANTVehicleLabel: Int, CaseIterable {
    /// Marca:
    case manufacturer
    /// Color:
    case colorName
    /// Año de Matrícula
    case registrationYear
    /// Modelo:
    case model
    /// Clase:
    case segment
    /// Fecha de Matrícula:
    case registrationDate
    /// Año:
    case year
    /// Servicio:
    case service
    /// Fecha de Caducidad:
    case expirationDate
    /// Polarizado:
    case tint
    /// Fecha Caducidad: (of the tint permit)
    case tintExpirationDate

    /// The label as the portal writes it, for messages.
    var portalText: String {
        switch self {
        case .manufacturer: "Marca:"
        case .colorName: "Color:"
        case .registrationYear: "Año de Matrícula"
        case .model: "Modelo:"
        case .segment: "Clase:"
        case .registrationDate: "Fecha de Matrícula:"
        case .year: "Año:"
        case .service: "Servicio:"
        case .expirationDate: "Fecha de Caducidad:"
        case .tint: "Polarizado:"
        case .tintExpirationDate: "Fecha Caducidad:"
        }
    }

    /// The label a cell's normalized text names, ignoring case, accents and a trailing
    /// colon; nil for any other text.
    init?(cellText: String) {
        var words = Substring(cellText)
        if words.last == ":" { words = words.dropLast() }
        if words.last == " " { words = words.dropLast() }
        switch HTMLTextNormalizer.folded(words) {
        case "marca": self = .manufacturer
        case "color": self = .colorName
        case "ano de matricula": self = .registrationYear
        case "modelo": self = .model
        case "clase": self = .segment
        case "fecha de matricula": self = .registrationDate
        case "ano": self = .year
        case "servicio": self = .service
        case "fecha de caducidad": self = .expirationDate
        case "polarizado": self = .tint
        case "fecha caducidad": self = .tintExpirationDate
        default: return nil
        }
    }
}
