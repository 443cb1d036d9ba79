import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// The heading over the findings of `severity`.
    func findingsHeading(_ severity: PurchaseFindingSeverity) -> String {
        switch severity {
        case .blocker: localized("Blockers", "Impedimentos")
        case .warning: localized("Warnings", "Avisos")
        }
    }

    /// The heading over what `check` could not check.
    var notCheckedHeading: String {
        localized(
            "Not checked here (check these yourself):",
            "No consultado aquí (consúltelo usted mismo):")
    }

    /// Why `part`'s source is not checked.
    func uncheckedSentence(_ part: UnansweredPart) -> String {
        guard let failure = part.failure else {
            return localized(
                "\(sourceSubject(part.source)) gave no answer.",
                "\(sourceSubject(part.source)) no dio respuesta.")
        }
        let clause = failureClause(failure)
        // The fines grid fails with the page it is read from: said as its own line.
        guard failure.source == part.source else {
            return localized(
                "\(sourceSubject(part.source)) was not read: \(clause).",
                "\(sourceSubject(part.source)) no se leyó: \(clause).")
        }
        return clause.prefix(1).uppercased() + clause.dropFirst() + "."
    }

    /// What the person checks are, and when their addresses were checked.
    func officialChecksNote(checkedOn: String) -> String {
        localized(
            "These sites need a person (captchas): PlateFinder never asks them and never looks "
                + "up the owner. Addresses as of \(checkedOn).",
            "Estos sitios requieren una persona (captchas): PlateFinder nunca los consulta ni "
                + "busca al propietario. Direcciones vigentes al \(checkedOn).")
    }
}
