import Foundation

/// What vehicle a plate is: the ANT's description when its page answered, else the SRI's
/// record. Texts are the source's; a field it left empty is nil.
public struct VehicleIdentity: Hashable, Sendable {
    /// Marca.
    public let make: String?
    /// Modelo.
    public let model: String?
    /// The model year, as the source gives it.
    public let year: String?
    /// Clase.
    public let vehicleClass: String?
    /// Servicio.
    public let service: String?
    /// The source the identity comes from: `ant` or `sri`.
    public let basis: FactBasis

    /// The ANT's identity of `car`.
    init(car: Car, basis: FactBasis) {
        make = Self.text(car.manufacturer)
        model = Self.text(car.model)
        year = Self.text(car.year)
        vehicleClass = Self.text(car.segment)
        service = Self.text(car.service)
        self.basis = basis
    }

    /// The SRI's identity of `record`.
    init(record: SRIVehicleRecord, basis: FactBasis) {
        make = record.make.flatMap(Self.text)
        model = record.model.flatMap(Self.text)
        year = record.modelYear.map(String.init)
        vehicleClass = record.vehicleClass.flatMap(Self.text)
        service = record.service.flatMap(Self.text)
        self.basis = basis
    }

    /// The source it comes from.
    public var source: VehicleSource { basis.source }

    private static func text(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
