import Foundation
import PlateFinderDomain

/// The stable, unlocalized codes batch output writes for scripts.
enum BatchCodes {
    /// `paidUp`, `dueLater`, `dueThisMonth`, `late` or `unknown`.
    static func registrationStatus(_ status: RegistrationStatus) -> String {
        RegistrationJSON.code(of: status)
    }

    /// Each failed source and why: `ant: timeout; sri: serverError 503`; a source cut short
    /// by cancellation is `cancelled`; empty without failures.
    static func failures(_ failures: [BatchRow.Failure]) -> String {
        failures.map { failure in
            "\(failure.source.rawValue): " + (failure.failure.map(code) ?? "cancelled")
        }.joined(separator: "; ")
    }

    /// The blockers' kinds, `|`-separated (`saleProhibited|finesPending`); empty without any.
    static func alerts(_ kinds: [PurchaseFindingKind]) -> String {
        kinds.map(\.rawValue).joined(separator: "|")
    }

    private static func code(_ failure: LookupFailure) -> String {
        let (code, statusCode) = FailureJSON.code(for: failure.reason)
        return statusCode.map { "\(code) \($0)" } ?? code
    }
}
