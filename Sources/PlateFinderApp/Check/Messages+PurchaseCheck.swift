import Foundation
import PlateFinderDomain

extension Messages {
    /// The verdict as a heading: `Clear to buy`, `Blocked`, `Incomplete`.
    public func verdictHeading(_ verdict: PurchaseVerdict) -> String {
        switch verdict {
        case .clear:
            localized(
                "Clear: nothing found stops buying this vehicle.",
                "Sin impedimentos: nada de lo consultado impide comprar este vehículo.")
        case .blocked:
            localized(
                "Blocked: something stops buying, selling or driving this vehicle.",
                "Bloqueado: algo impide comprar, vender o circular con este vehículo.")
        case .incomplete:
            localized(
                "Incomplete: nothing found stops it, but a source gave no answer.",
                "Incompleto: nada lo impide, pero una fuente no respondió.")
        }
    }

    /// The severity in a word: `blocker`, `warning`.
    public func severityName(_ severity: PurchaseFindingSeverity) -> String {
        switch severity {
        case .blocker: localized("blocker", "impedimento")
        case .warning: localized("warning", "aviso")
        }
    }

    /// What `finding` says, as one sentence; a source's own text is kept verbatim (the
    /// front end strips what could drive a terminal).
    public func sentence(for finding: PurchaseFinding) -> String {
        switch finding.detail {
        case .sourceText(let text):
            if finding.kind == .saleProhibited {
                return localized("The SRI's notice: \(text)", "Aviso del SRI: \(text)")
            }
            if finding.kind == .vehicleBlocked {
                return localized(
                    "The SRI holds the vehicle: \(text)",
                    "El SRI tiene retenido el vehículo: \(text)")
            }
            return localized(
                "The SRI gives a vehicle status not known to be clear: \(text)",
                "El SRI da un estado del vehículo que no se sabe libre: \(text)")
        case .identities(let ant, let sri):
            return localized(
                "The ANT (\(vehicleText(ant))) and the SRI (\(vehicleText(sri))) describe "
                    + "different vehicles: the plate may not belong to this vehicle.",
                "La ANT (\(vehicleText(ant))) y el SRI (\(vehicleText(sri))) describen "
                    + "vehículos distintos: puede que la placa no sea de este vehículo.")
        case .lateSince, .dueBy, .fines, .expired:
            return factSentence(finding)
        }
    }

    /// What a person must check on `check`'s official site.
    public func officialCheckSentence(_ check: OfficialCheck) -> String {
        switch check {
        case .stolenVehicle:
            localized(
                "A stolen-vehicle or crime report, at the Fiscalía (SIAF)",
                "Denuncia de robo o delito sobre el vehículo, en la Fiscalía (SIAF)")
        case .finesQuito:
            localized(
                "Municipal traffic fines in Quito, at the AMT",
                "Multas municipales de tránsito en Quito, en la AMT")
        case .finesGuayaquil:
            localized(
                "Municipal traffic fines in Guayaquil, at the ATM",
                "Multas municipales de tránsito en Guayaquil, en la ATM")
        case .inspection:
            localized(
                "The technical inspection, at the municipality where the vehicle is registered "
                    + "(AMT in Quito, ATM in Guayaquil)",
                "La revisión técnica vehicular, en el municipio donde está matriculado el "
                    + "vehículo (AMT en Quito, ATM en Guayaquil)")
        }
    }

    private func vehicleText(_ identity: VehicleIdentity) -> String {
        [identity.make, identity.year].compactMap { $0 }.joined(separator: " ")
    }
}
