import Foundation
import PlateFinderDomain

extension Messages {
    /// The title of a due item that stops the vehicle, `check`'s words for the finding's
    /// `kind`: `Sale prohibited`.
    func dueBlockerTitle(_ kind: PurchaseFindingKind) -> String {
        capitalizedFirst(findingTitle(kind))
    }

    /// The sentence of a due item that stops the vehicle, `check`'s own for a finding of
    /// `kind` saying `text`, stripped of control characters: `The SRI's notice: VEHÍCULO CON
    /// PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL`.
    func dueBlockerDetail(_ kind: PurchaseFindingKind, text: String, fetchedAt: Date) -> String {
        // Both kinds come from the SRI's answer (`StatusFindings`); the sentence reads only
        // the kind and the text, so the finding is rebuilt from the item.
        let finding = PurchaseFinding(
            kind: kind, detail: .sourceText(text),
            basis: FactBasis(source: .sri, origin: .saved(at: fetchedAt, standingInFor: nil)))
        return ControlCharacterStripper.strip(sentence(for: finding))
    }
}
