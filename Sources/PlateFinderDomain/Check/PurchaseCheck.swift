import Foundation

/// Whether a vehicle can be bought today, read from one lookup's report: its findings,
/// most serious first, the sources that gave no answer, and the verdict.
///
/// It reads the report's derived facts (the registration's lateness, the expiries, the
/// pending fines) and adds only what no other rule says: the SRI's vehicle status and
/// notices, the fines under appeal or in agreement, and whether the services agree about
/// the vehicle. `check`, `find`, `due`, batch and the app all read this one rule.
public struct PurchaseCheck: Hashable, Sendable {
    /// The findings, blockers first, then in `PurchaseFindingKind` order.
    public let findings: [PurchaseFinding]
    /// The sources wanted that gave no answer, and why.
    public let unchecked: [UnansweredPart]

    /// The check of `report`.
    public init(report: VehicleReport) {
        let found =
            StatusFindings.findings(in: report) + Self.factFindings(report)
            + Self.fineStateFindings(report) + IdentityComparison.findings(in: report)
        findings = found.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.rank(lhs.element), Self.rank(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        unchecked = report.facts.unanswered
    }

    /// `blocked` with any blocker, else `incomplete` when a source gave no answer, else
    /// `clear`.
    public var verdict: PurchaseVerdict {
        if findings.contains(where: { $0.severity == .blocker }) { return .blocked }
        return unchecked.isEmpty ? .clear : .incomplete
    }

    /// The blockers, most serious first.
    public var blockers: [PurchaseFinding] { findings.filter { $0.severity == .blocker } }

    private static func rank(_ finding: PurchaseFinding) -> Int {
        let severity = finding.severity == .blocker ? 0 : 1
        let order = PurchaseFindingKind.allCases.firstIndex(of: finding.kind) ?? 0
        return severity * PurchaseFindingKind.allCases.count + order
    }

    private static func factFindings(_ report: VehicleReport) -> [PurchaseFinding] {
        let facts = report.facts
        var found: [PurchaseFinding] = []
        if let event = facts.registration, let basis = event.basis {
            switch event.status {
            case .late(let year, let month):
                let detail = PurchaseFindingDetail.lateSince(
                    year: year, month: month, amount: event.amountToPay)
                found.append(PurchaseFinding(kind: .registrationLate, detail: detail, basis: basis))
            case .dueThisMonth:
                let detail = PurchaseFindingDetail.dueBy(event.deadline, amount: event.amountToPay)
                found.append(
                    PurchaseFinding(kind: .registrationDueThisMonth, detail: detail, basis: basis))
            case .paidUp, .dueLater, .unknown: break
            }
        }
        switch facts.pendingFines {
        case .listed(let list, let basis) where list.count > 0:
            let detail = PurchaseFindingDetail.fines(count: list.count, total: list.total)
            found.append(PurchaseFinding(kind: .finesPending, detail: detail, basis: basis))
        case .counted(let count, let basis) where count > 0:
            let detail = PurchaseFindingDetail.fines(count: count, total: nil)
            found.append(PurchaseFinding(kind: .finesPending, detail: detail, basis: basis))
        case .listed, .counted, .unread, .unknown: break
        }
        let expiries: [(PurchaseFindingKind, DatedFact<CalendarDate>?)] = [
            (.registrationExpired, facts.registrationExpiry), (.tintExpired, facts.tintExpiry),
        ]
        for (kind, expiry) in expiries {
            guard let expiry, expiry.value < report.today else { continue }
            found.append(
                PurchaseFinding(kind: kind, detail: .expired(expiry.value), basis: expiry.basis))
        }
        return found
    }

    private static func fineStateFindings(_ report: VehicleReport) -> [PurchaseFinding] {
        let states: [(PurchaseFindingKind, FineStatus)] = [
            (.finesDisputed, .disputed), (.finesInAgreement, .inAgreement),
        ]
        return states.compactMap { kind, status in
            if let list = report.fines.answer?.list(status), let origin = report.fines.origin {
                guard list.count > 0 else { return nil }
                return PurchaseFinding(
                    kind: kind, detail: .fines(count: list.count, total: list.total),
                    basis: FactBasis(source: .fines, origin: origin))
            }
            guard let counts = report.ant.answer?.fines, let origin = report.ant.origin,
                counts.count(of: status) > 0
            else { return nil }
            return PurchaseFinding(
                kind: kind, detail: .fines(count: counts.count(of: status), total: nil),
                basis: FactBasis(source: .ant, origin: origin))
        }
    }
}
