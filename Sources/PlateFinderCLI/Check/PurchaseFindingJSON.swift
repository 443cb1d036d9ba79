import PlateFinderApp
import PlateFinderDomain

/// A finding as `check --json`, batch's JSON lines and `favorites --json` write it: `kind`
/// (the stable code), `severity`, `source`, `asOf` (ISO 8601 UTC) and `text`, its sentence
/// in the chosen language stripped of control characters.
enum PurchaseFindingJSON {
    /// The object of `finding`, its text in `messages`' language.
    static func object(for finding: PurchaseFinding, messages: Messages) -> JSONValue {
        .object([
            "kind": .string(finding.kind.rawValue),
            "severity": .string(finding.severity.rawValue),
            "source": .string(finding.source.rawValue),
            "asOf": .string(DateText.iso8601(finding.asOf)),
            "text": .string(ControlCharacterStripper.strip(messages.sentence(for: finding))),
        ])
    }
}
