import Foundation

/// What the SRI's vehicle status and notices say stops a sale.
///
/// A notice naming a blocking is `vehicleBlocked`, one naming a prohibition, seizure,
/// retention, theft or lien `saleProhibited`, each with the notice verbatim. A status that
/// is not a known good one is `vehicleBlocked` when it or a notice names what holds the
/// vehicle, else `unknownStatus`: an unknown status is not a clear one.
enum StatusFindings {
    /// The findings of `report`'s SRI answer; none without one.
    static func findings(in report: VehicleReport) -> [PurchaseFinding] {
        guard let record = report.sri.answer?.record, let origin = report.sri.origin else {
            return []
        }
        let basis = FactBasis(source: .sri, origin: origin)
        let notices = record.notices.filter { $0.kind != .remission }.map(\.text)
        var found: [PurchaseFinding] = []
        var noticeNamesHold = false
        for notice in notices {
            if NoticeWording.namesProhibition(notice) {
                found.append(finding(.saleProhibited, notice, basis))
                noticeNamesHold = true
            } else if NoticeWording.namesBlocking(notice) {
                found.append(finding(.vehicleBlocked, notice, basis))
                noticeNamesHold = true
            }
        }
        if let status = record.vehicleStatus, !NoticeWording.normalized(status).isEmpty,
            !NoticeWording.knownGoodStatuses.contains(NoticeWording.normalized(status))
        {
            let names =
                NoticeWording.namesBlocking(status) || NoticeWording.namesProhibition(status)
            found.append(
                finding(names || noticeNamesHold ? .vehicleBlocked : .unknownStatus, status, basis))
        }
        return found
    }

    private static func finding(
        _ kind: PurchaseFindingKind, _ text: String, _ basis: FactBasis
    ) -> PurchaseFinding {
        PurchaseFinding(kind: kind, detail: .sourceText(text), basis: basis)
    }
}
