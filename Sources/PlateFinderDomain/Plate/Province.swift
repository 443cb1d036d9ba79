import Foundation

/// The Ecuadorian province where a vehicle was first registered, named by the plate's
/// first letter.
public enum Province: Character, CaseIterable, Sendable {
    case azuay = "A"
    case bolivar = "B"
    case carchi = "C"
    case esmeraldas = "E"
    case guayas = "G"
    case chimborazo = "H"
    case imbabura = "I"
    case santoDomingo = "J"
    case sucumbios = "K"
    case loja = "L"
    case manabi = "M"
    case napo = "N"
    case elOro = "O"
    case pichincha = "P"
    case orellana = "Q"
    case losRios = "R"
    case pastaza = "S"
    case tungurahua = "T"
    case canar = "U"
    case moronaSantiago = "V"
    case galapagos = "W"
    case cotopaxi = "X"
    case santaElena = "Y"
    case zamoraChinchipe = "Z"

    /// The province of a car or motorcycle plate; nil for special, incomplete or
    /// invalid plates and for letters that name no province.
    public init?(plate: Plate) {
        switch PlateValidator.validate(plate) {
        case .car, .bike:
            guard let letter = plate.value.first else { return nil }
            self.init(rawValue: letter)
        case .special, .empty, .partiallyValid, .invalid:
            return nil
        }
    }

    /// The province's official name (a proper noun, the same in every language).
    public var name: String {
        switch self {
        case .azuay: "Azuay"
        case .bolivar: "Bolívar"
        case .carchi: "Carchi"
        case .esmeraldas: "Esmeraldas"
        case .guayas: "Guayas"
        case .chimborazo: "Chimborazo"
        case .imbabura: "Imbabura"
        case .santoDomingo: "Santo Domingo de los Tsáchilas"
        case .sucumbios: "Sucumbíos"
        case .loja: "Loja"
        case .manabi: "Manabí"
        case .napo: "Napo"
        case .elOro: "El Oro"
        case .pichincha: "Pichincha"
        case .orellana: "Orellana"
        case .losRios: "Los Ríos"
        case .pastaza: "Pastaza"
        case .tungurahua: "Tungurahua"
        case .canar: "Cañar"
        case .moronaSantiago: "Morona Santiago"
        case .galapagos: "Galápagos"
        case .cotopaxi: "Cotopaxi"
        case .santaElena: "Santa Elena"
        case .zamoraChinchipe: "Zamora Chinchipe"
        }
    }
}
