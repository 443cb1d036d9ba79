import Foundation
import PlateFinderDomain

extension Messages {
    /// A finding's kind in a few words, for a list or an alert line: `sale prohibited`.
    public func findingTitle(_ kind: PurchaseFindingKind) -> String {
        switch kind {
        case .saleProhibited: localized("sale prohibited", "prohibición de venta")
        case .vehicleBlocked: localized("vehicle blocked", "vehículo bloqueado")
        case .unknownStatus: localized("unknown vehicle status", "estado del vehículo desconocido")
        case .registrationLate: localized("registration late", "matrícula atrasada")
        case .finesPending: localized("fines pending", "multas pendientes")
        case .registrationExpired: localized("registration expired", "matrícula caducada")
        case .tintExpired: localized("tint permit expired", "permiso de polarizado caducado")
        case .registrationDueThisMonth:
            localized("registration due this month", "matrícula vence este mes")
        case .finesDisputed: localized("fines under appeal", "multas en impugnación")
        case .finesInAgreement: localized("fines in a payment agreement", "multas en convenio")
        case .identityMismatch:
            localized("the services disagree on the vehicle", "las fuentes no coinciden")
        }
    }

    /// The line a card opens with when something stops buying, selling or driving the
    /// vehicle: `Blocked: sale prohibited, registration late.`; nil without a blocker.
    public func blockerAlert(_ check: PurchaseCheck) -> String? {
        let kinds = check.blockers.map(\.kind)
        guard !kinds.isEmpty else { return nil }
        return localized("Blocked: ", "Bloqueado: ") + findingTitles(kinds) + "."
    }

    /// The titles of `kinds`, each once, in order: `sale prohibited, registration late`; the
    /// words the alert line and a batch's table row both use.
    public func findingTitles(_ kinds: [PurchaseFindingKind]) -> String {
        var titles: [String] = []
        for kind in kinds where !titles.contains(findingTitle(kind)) {
            titles.append(findingTitle(kind))
        }
        return titles.joined(separator: ", ")
    }
}
