import Foundation
import PlateFinderDomain

/// Turns the SRI's registration answer (JSON bytes) into the domain's record and dues.
///
/// Everything is checked before it is believed: the answer must be about the plate asked
/// for, amounts are exact to the cent and bounded, years and days must be plausible, and
/// texts are stripped of anything that could drive a terminal. Anything else is not
/// understood, saying what was wrong.
public enum SRIRegistrationMapper {
    /// The answer in `data` about `plate`.
    public static func map(
        _ data: Data, for plate: Plate
    ) throws(LookupFailureReason) -> SRIRegistration {
        let dto: SRIRegistrationDTO
        do {
            dto = try JSONDecoder().decode(SRIRegistrationDTO.self, from: data)
        } catch {
            throw .notUnderstood(.dues(.notJSON))
        }
        guard let answered = text(dto.placa) else {
            throw .notUnderstood(.dues(.withoutPlate))
        }
        guard Plate(answered) == plate else {
            throw .notUnderstood(.dues(.otherPlate(answered)))
        }
        let record = SRIVehicleRecord(
            plate: plate, make: text(dto.marca), model: text(dto.modelo),
            modelYear: try SRIValue.year(dto.anioModelo, "anioModelo"),
            vehicleClass: text(dto.clase),
            service: text(dto.servicio), use: text(dto.tipoUso),
            countryOfManufacture: text(dto.paisFabricacion),
            cylinderCapacity: try SRIValue.wholeNumber(dto.cilindraje, "cilindraje"),
            canton: text(dto.cantonMatricula), camvCpn: text(dto.camvCpn),
            lastRegistrationDate: try SRIValue.day(
                dto.fechaUltimaMatricula, "fechaUltimaMatricula"),
            registrationExpirationDate: try SRIValue.day(
                dto.fechaCaducidadMatricula, "fechaCaducidadMatricula"),
            inspectionDate: try SRIValue.day(dto.fechaRevision, "fechaRevision"),
            purchaseDate: try SRIValue.day(dto.fechaCompra, "fechaCompra"),
            lastPaidYear: try SRIValue.year(dto.anioUltimoPago, "anioUltimoPago"),
            vehicleStatus: text(dto.estadoAuto), notices: notices(dto))
        return SRIRegistration(record: record, dues: try dues(dto))
    }

    private static func dues(
        _ dto: SRIRegistrationDTO
    ) throws(LookupFailureReason) -> RegistrationDues {
        var debts: [DuesDebt] = []
        for debt in dto.deudas ?? [] {
            var items: [DuesItem] = []
            for item in debt.rubros ?? [] {
                var details: [DuesDetail] = []
                for detail in item.detallesRubro ?? [] {
                    details.append(
                        DuesDetail(
                            description: text(detail.descripcion) ?? "",
                            year: try SRIValue.year(detail.anio, "anio"),
                            amount: try SRIValue.money(detail.valor, "detallesRubro.valor")))
                }
                items.append(
                    DuesItem(
                        description: text(item.descripcion) ?? "",
                        fiscalPeriod: text(item.periodoFiscal) ?? "",
                        beneficiary: text(item.beneficiario) ?? "",
                        amount: try SRIValue.money(item.valor, "rubros.valor"), details: details))
            }
            debts.append(
                DuesDebt(
                    description: text(debt.descripcion) ?? "",
                    subtotal: try SRIValue.money(debt.subtotal, "subtotal"), items: items))
        }
        // Without a stated total the parts are all there is; with one, it is what is owed.
        let total: Money
        if dto.total == nil {
            guard let sum = Money.sum(debts.map(\.subtotal)) else {
                throw .notUnderstood(.dues(.totalOverflow))
            }
            total = sum
        } else {
            total = try SRIValue.money(dto.total, "total")
        }
        return RegistrationDues(debts: debts, total: total)
    }

    private static func notices(_ dto: SRIRegistrationDTO) -> [SRINotice] {
        let fields: [(SRINotice.Kind, String?)] = [
            (.vehicleMessage, dto.mensajeMotivoAuto), (.information, dto.informacion),
            (.remission, dto.remision),
        ]
        return fields.compactMap { kind, value in
            text(value).map { SRINotice(kind: kind, text: $0) }
        }
    }

    /// The text stripped, trimmed and with white space collapsed; nil when nothing is left.
    private static func text(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let normalized = HTMLTextNormalizer.normalize(raw)
        return normalized.isEmpty ? nil : normalized
    }
}
