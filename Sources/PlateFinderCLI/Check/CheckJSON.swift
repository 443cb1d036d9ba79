import PlateFinderApp
import PlateFinderDomain

/// The JSON object `platefinder check --json` prints: `plate`, `verdict` (`clear`,
/// `blocked`, `incomplete`), `findings` (`kind`, `severity`, `source`, `asOf` ISO 8601 UTC,
/// `text` in the chosen language) most serious first, and `unchecked`: each source that
/// gave no answer (`{"kind": "source", "source", "failure"}`, the failure's code or null)
/// and each check a person must make (`{"kind": "person", "check", "url"}`).
enum CheckJSON {
    /// The object for `check` of `plate`, its texts in `messages`' language.
    static func object(for check: PurchaseCheck, plate: Plate, messages: Messages) -> JSONValue {
        .object([
            "plate": .string(plate.value),
            "verdict": .string(check.verdict.rawValue),
            "findings": .array(
                check.findings.map {
                    PurchaseFindingJSON.object(for: $0, messages: messages)
                }),
            "unchecked": .array(
                check.unchecked.map { part in
                    .object([
                        "kind": .string("source"), "source": .string(part.source.rawValue),
                        "failure": .string(
                            orNull: part.failure.map {
                                FailureJSON.code(for: $0.reason).code
                            }),
                    ])
                }
                    + OfficialCheck.allCases.map { official in
                        .object([
                            "kind": .string("person"), "check": .string(official.rawValue),
                            "url": .string(orNull: OfficialChecks.url(official, plate: plate)),
                        ])
                    }),
        ])
    }
}
