import Foundation
import PlateFinderDomain

/// Turns the SRI's registration answer (JSON bytes) into the domain's record and dues.
///
/// Everything is checked before it is believed: the answer must be JSON naming each key of
/// an object once and be about the plate asked for; amounts are exact to the cent, bounded
/// whether stated or summed, and what is owed is never below zero; years must be plausible
/// on `today` and days plausible; texts are stripped of anything that could drive a
/// terminal. Anything else is not understood, saying what was wrong. Only an SRI that says
/// nothing is owed (a total of 0, an empty list of debts, or its "no pending values"
/// notice) owes nothing; an answer silent on it leaves the total unknown.
public enum SRIRegistrationMapper {
    /// The SRI's notice that nothing is owed, compared without case or accents.
    static let nothingPendingNotice = "no registra valores pendientes"

    /// The answer in `data` about `plate`, read on `today` (in Ecuador).
    public static func map(
        _ data: Data, for plate: Plate, today: CalendarDate
    ) throws(LookupFailureReason) -> SRIRegistration {
        try JSONDuplicateKeyScanner.requireUnambiguous(
            data, notJSON: .dues(.notJSON), duplicated: { .dues(.duplicateKey($0)) })
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
            modelYear: try SRIValue.year(
                dto.anioModelo, "anioModelo", in: 1900...(today.year + 2)),
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
            lastPaidYear: try SRIValue.year(
                dto.anioUltimoPago, "anioUltimoPago", in: fiscalYears(today)),
            vehicleStatus: text(dto.estadoAuto), notices: notices(dto))
        return SRIRegistration(record: record, dues: try dues(dto, today: today))
    }

    /// The fiscal years an answer on `today` may name: none is paid ahead past next year.
    private static func fiscalYears(_ today: CalendarDate) -> ClosedRange<Int> {
        1950...(today.year + 1)
    }

    private static func dues(
        _ dto: SRIRegistrationDTO, today: CalendarDate
    ) throws(LookupFailureReason) -> RegistrationDues {
        var debts: [DuesDebt] = []
        var subtotals: [Money] = []
        for debt in dto.deudas ?? [] {
            var items: [DuesItem] = []
            for item in debt.rubros ?? [] {
                var details: [DuesDetail] = []
                for detail in item.detallesRubro ?? [] {
                    details.append(
                        DuesDetail(
                            description: text(detail.descripcion) ?? "",
                            year: try SRIValue.year(detail.anio, "anio", in: fiscalYears(today)),
                            amount: try SRIValue.money(detail.valor, "detallesRubro.valor")))
                }
                items.append(
                    DuesItem(
                        description: text(item.descripcion) ?? "",
                        fiscalPeriod: text(item.periodoFiscal) ?? "",
                        beneficiary: text(item.beneficiario) ?? "",
                        amount: try SRIValue.owedGiven(item.valor, "rubros.valor"),
                        details: details))
            }
            let subtotal = try SRIValue.owedGiven(debt.subtotal, "subtotal")
            subtotals.append(subtotal)
            debts.append(
                DuesDebt(
                    description: text(debt.descripcion) ?? "", subtotal: subtotal, items: items))
        }
        return RegistrationDues(debts: debts, total: try total(dto, subtotals: subtotals))
    }

    /// What is owed: the SRI's total; without one, what its debts add up to (zero when it
    /// lists none) or zero when it says none is pending; otherwise not known.
    private static func total(
        _ dto: SRIRegistrationDTO, subtotals: [Money]
    ) throws(LookupFailureReason) -> Money? {
        if let stated = try SRIValue.owed(dto.total, "total") { return stated }
        if dto.deudas != nil { return try SRIValue.total(of: subtotals) }
        let saysNothingPending = notices(dto).contains {
            $0.text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .contains(nothingPendingNotice)
        }
        return saysNothingPending ? .zero : nil
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
