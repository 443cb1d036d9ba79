import Foundation
import PlateFinderDomain

extension Messages {
    /// The fine counts as one phrase, or a note that the page did not show them.
    public func fines(_ fines: FinesSummary?) -> String {
        finePhrases(fines).joined(separator: " ")
    }

    /// The fine counts as phrases to keep whole when wrapping (`4 pending,`), or a note
    /// that the page did not show them.
    public func finePhrases(_ fines: FinesSummary?) -> [String] {
        guard let fines else { return [localized("not shown", "no se muestran")] }
        let counts =
            switch language {
            case .english:
                [
                    "\(fines.pending) pending", "\(fines.disputed) disputed",
                    "\(fines.voided) voided", "\(fines.paid) paid",
                    "\(fines.inAgreement) in agreement",
                ]
            case .spanish:
                [
                    "\(fines.pending) pendientes", "\(fines.disputed) en impugnación",
                    "\(fines.voided) anuladas", "\(fines.paid) pagadas",
                    "\(fines.inAgreement) en convenio",
                ]
            }
        return counts.dropLast().map { $0 + "," } + counts.suffix(1)
    }
}
