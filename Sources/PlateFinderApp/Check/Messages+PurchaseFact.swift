import Foundation
import PlateFinderDomain

extension Messages {
    /// The sentence of a finding resting on a derived fact: lateness, fines, expiries.
    func factSentence(_ finding: PurchaseFinding) -> String {
        switch finding.detail {
        case .lateSince(let year, let month, let amount):
            let month = monthName(month) ?? String(month)
            let since = localized("\(month) \(year)", "\(month) de \(year)")
            let owed = amount.map { localized(", \(money($0)) owed", ", se deben \(money($0))") }
            return localized(
                "The registration is late since \(since)\(owed ?? "").",
                "La matrícula está atrasada desde \(since)\(owed ?? "").")
        case .dueBy(let deadline, let amount):
            let owed = amount.map { localized(", \(money($0)) owed", ", se deben \(money($0))") }
            return localized(
                "The registration falls due this month, by \(deadline.isoString)\(owed ?? "").",
                "La matrícula vence este mes, hasta el \(deadline.isoString)\(owed ?? "").")
        case .fines(let count, let total):
            return finesSentence(finding.kind, count: count, total: total)
        case .expired(let day):
            return finding.kind == .tintExpired
                ? localized(
                    "The tint permit expired on \(day.isoString).",
                    "El permiso de polarizado caducó el \(day.isoString).")
                : localized(
                    "The registration document expired on \(day.isoString).",
                    "La matrícula (documento) caducó el \(day.isoString).")
        case .sourceText, .identities:
            return sentence(for: finding)
        }
    }

    private func finesSentence(_ kind: PurchaseFindingKind, count: Int, total: Money?) -> String {
        let sum = total.map { localized(", \(money($0)) in total", ", \(money($0)) en total") }
        if kind == .finesDisputed {
            return plural(
                count,
                one: localized("1 fine under appeal", "1 multa en impugnación"),
                other: localized("\(count) fines under appeal", "\(count) multas en impugnación"))
                + (sum ?? "") + "."
        }
        if kind == .finesInAgreement {
            return plural(
                count,
                one: localized("1 fine in a payment agreement", "1 multa en convenio de pago"),
                other: localized(
                    "\(count) fines in a payment agreement", "\(count) multas en convenio de pago"))
                + (sum ?? "") + "."
        }
        return plural(
            count,
            one: localized("1 fine pending", "1 multa pendiente"),
            other: localized("\(count) fines pending", "\(count) multas pendientes"))
            + (sum ?? "") + "."
    }
}
