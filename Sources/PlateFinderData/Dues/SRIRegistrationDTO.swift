import Foundation

/// The SRI's registration answer as its JSON spells it; only what PlateFinder reads.
///
/// Every key may be missing or null: the mapper decides what is required. `tasas` repeats
/// `deudas` grouped another way and is not read.
struct SRIRegistrationDTO: Decodable {
    /// One group of debts.
    struct Debt: Decodable {
        let descripcion: String?
        let subtotal: SRIJSONNumber?
        let rubros: [Item]?
    }

    /// One item of a debt.
    struct Item: Decodable {
        let descripcion: String?
        let valor: SRIJSONNumber?
        let periodoFiscal: String?
        let beneficiario: String?
        let detallesRubro: [Detail]?
    }

    /// One line of an item.
    struct Detail: Decodable {
        let descripcion: String?
        let anio: SRIJSONNumber?
        let valor: SRIJSONNumber?
    }

    let placa: String?
    let marca: String?
    let modelo: String?
    let anioModelo: SRIJSONNumber?
    let clase: String?
    let servicio: String?
    let tipoUso: String?
    let paisFabricacion: String?
    let cilindraje: SRIJSONNumber?
    let camvCpn: String?
    let cantonMatricula: String?
    let fechaUltimaMatricula: SRIJSONNumber?
    let fechaCaducidadMatricula: SRIJSONNumber?
    let fechaRevision: SRIJSONNumber?
    let fechaCompra: SRIJSONNumber?
    let anioUltimoPago: SRIJSONNumber?
    let estadoAuto: String?
    let mensajeMotivoAuto: String?
    let informacion: String?
    let remision: String?
    let total: SRIJSONNumber?
    let deudas: [Debt]?
}
