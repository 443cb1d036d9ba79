import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `check`'s text: the verdict, each finding with its source and date, then what is not
/// checked here — the sources that gave no answer and why, and the checks a person must
/// make, with their addresses. Every source text is stripped of control characters.
struct CheckListing {
    /// The wording.
    let messages: Messages
    /// The zone dates are written in.
    let timeZone: TimeZone

    /// The listing of `check` of `plate`.
    func text(_ check: PurchaseCheck, plate: Plate) -> String {
        var lines = ["\(plate.value): " + messages.verdictHeading(check.verdict)]
        for severity in PurchaseFindingSeverity.allCases {
            let findings = check.findings.filter { $0.severity == severity }
            guard !findings.isEmpty else { continue }
            lines += ["", messages.findingsHeading(severity)]
            lines += findings.map { finding in
                let date = DateText.local(finding.asOf, timeZone: timeZone)
                return "  - " + messages.sentence(for: finding) + " ("
                    + messages.sourceName(finding.source) + ", \(date))"
            }
        }
        lines += ["", messages.notCheckedHeading]
        lines += check.unchecked.map { "  - " + messages.uncheckedSentence($0) }
        lines += OfficialCheck.allCases.map { official in
            "  - " + messages.officialCheckSentence(official)
                + (OfficialChecks.url(official, plate: plate).map { ": " + $0 } ?? ".")
        }
        lines.append(messages.officialChecksNote(checkedOn: OfficialChecks.checkedOn))
        return lines.map(ControlCharacterStripper.strip).joined(separator: "\n") + "\n"
    }
}
