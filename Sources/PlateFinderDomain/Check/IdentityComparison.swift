import Foundation

/// Whether the ANT and the SRI describe the same vehicle for a plate: their make and model
/// year agree once case, accents and spacing are set aside. When they differ the plate may
/// not belong to the vehicle.
enum IdentityComparison {
    /// An `identityMismatch` when both services answered and disagree; none otherwise.
    static func findings(in report: VehicleReport) -> [PurchaseFinding] {
        guard let car = report.ant.answer, let antOrigin = report.ant.origin,
            let record = report.sri.answer?.record, let sriOrigin = report.sri.origin
        else { return [] }
        let ant = VehicleIdentity(car: car, basis: FactBasis(source: .ant, origin: antOrigin))
        let sri = VehicleIdentity(record: record, basis: FactBasis(source: .sri, origin: sriOrigin))
        guard differ(ant.make, sri.make) || differ(ant.year, sri.year) else { return [] }
        return [
            PurchaseFinding(
                kind: .identityMismatch, detail: .identities(ant: ant, sri: sri), basis: sri.basis)
        ]
    }

    /// Whether both say something and what they say differs; a field one left empty
    /// says nothing either way.
    private static func differ(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let lhs, let rhs else { return false }
        let (left, right) = (NoticeWording.normalized(lhs), NoticeWording.normalized(rhs))
        guard !left.isEmpty, !right.isEmpty else { return false }
        return left != right
    }
}
