import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// `check`'s text: the verdict, each finding with its source and date, then what is not
/// checked here — the sources that gave no answer and why, and the checks a person must
/// make, with their addresses. Every source text is stripped of control characters; items
/// wrap at 80 columns under their dash, and an address has a line of its own that is never
/// broken, so that it can be copied whole.
struct CheckListing {
    /// The columns the text wraps at, as `find`'s card.
    static let width = 80
    /// Where an item's text starts, and its following lines.
    private static let (bullet, hanging) = ("  - ", "    ")

    /// The wording.
    let messages: Messages
    /// The zone dates are written in.
    let timeZone: TimeZone

    /// The listing of `check` of `plate`.
    func text(_ check: PurchaseCheck, plate: Plate) -> String {
        var lines = wrapped("\(plate.value): " + messages.verdictHeading(check.verdict), "")
        for severity in PurchaseFindingSeverity.allCases {
            let findings = check.findings.filter { $0.severity == severity }
            guard !findings.isEmpty else { continue }
            lines += ["", messages.findingsHeading(severity)]
            lines += findings.flatMap { finding in
                let date = DateText.local(finding.asOf, timeZone: timeZone)
                return item(
                    messages.sentence(for: finding),
                    then: "(" + messages.sourceName(finding.source) + ", \(date))")
            }
        }
        lines += ["", messages.notCheckedHeading]
        lines += check.unchecked.flatMap { item(messages.uncheckedSentence($0)) }
        lines += OfficialCheck.allCases.flatMap { official in
            let sentence = messages.officialCheckSentence(official)
            guard let url = OfficialChecks.url(official, plate: plate) else {
                return item(sentence + ".")
            }
            return item(sentence + ":") + [Self.hanging + url]
        }
        lines += wrapped(messages.officialChecksNote(checkedOn: OfficialChecks.checkedOn), "")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a dashed item, wrapped under its dash, `then` kept whole on one line.
    private func item(_ text: String, then: String? = nil) -> [String] {
        wrapped(text, Self.bullet, then: then)
    }

    /// `text` and `then`, stripped, in lines of at most `width` columns, the first after
    /// `lead` and the rest indented as far; `then` is never broken.
    private func wrapped(_ text: String, _ lead: String, then: String? = nil) -> [String] {
        let indent = String(repeating: " ", count: lead.count)
        let phrases =
            ControlCharacterStripper.strip(text).split(separator: " ").map(String.init)
            + (then.map { [ControlCharacterStripper.strip($0)] } ?? [])
        let lines = TextWrap.lines(phrases: phrases, width: Self.width - lead.count)
        return lines.enumerated().map { ($0.offset == 0 ? lead : indent) + $0.element }
    }
}
