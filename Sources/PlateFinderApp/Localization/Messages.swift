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

    /// Shown beside the spinner while a list is read.
    public var loading: String {
        localized("Loading…", "Cargando…")
    }

    /// "yes" or "no".
    public func yesNo(_ value: Bool) -> String {
        value ? localized("yes", "sí") : localized("no", "no")
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
}
