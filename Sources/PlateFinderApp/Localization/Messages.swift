import Foundation
import PlateFinderDomain

/// Every word PlateFinder shows a person, in the language they chose.
public struct Messages: Bilingual, Equatable, Sendable {
    /// What stands for a value the portal left empty.
    public static let emptyValue = "—"

    /// The language of every string this returns.
    public let language: Language

    /// Messages in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// "yes" or "no".
    public func yesNo(_ value: Bool) -> String {
        value ? localized("yes", "sí") : localized("no", "no")
    }

    /// The name of a plate format, as a person would say it.
    public func formatName(_ format: PlateFormat) -> String {
        switch format {
        case .car: localized("car", "auto")
        case .bike: localized("motorcycle", "moto")
        case .special: localized("special", "especial")
        case .partiallyValid: localized("incomplete", "incompleta")
        case .invalid: localized("invalid", "inválida")
        case .empty: localized("empty", "vacía")
        }
    }

    /// The name of `month` (1–12), or nil for any other number.
    public func monthName(_ month: Int) -> String? {
        guard (1...12).contains(month) else { return nil }
        let names =
            switch language {
            case .english:
                [
                    "January", "February", "March", "April", "May", "June", "July", "August",
                    "September", "October", "November", "December",
                ]
            case .spanish:
                [
                    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                    "septiembre", "octubre", "noviembre", "diciembre",
                ]
            }
        return names[month - 1]
    }

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
