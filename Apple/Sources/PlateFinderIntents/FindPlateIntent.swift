import AppIntents
import Foundation
import PlateFinderApp

/// Looks a plate up by voice or from Shortcuts and says what the core answers: the vehicle,
/// what it owes and any blocker, or why there is no answer (the validator's sentence for a
/// text that is no plate).
public struct FindPlateIntent: AppIntent {
    /// The action's name in Shortcuts.
    public static let title: LocalizedStringResource = "Find a plate"

    /// The plate to look up, as typed or spoken.
    @Parameter(title: "Plate")
    public var plate: String

    /// An intent with no plate yet; the system asks for it.
    public init() {}

    /// An intent for `plate`.
    public init(plate: String) {
        self.plate = plate
    }

    /// Asks the core and answers with its dialog.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = await PlateFinderComposition.shortcutAnswer(
            plateText: plate,
            supportDirectory: URL.applicationSupportDirectory.path(percentEncoded: false),
            preferredLanguages: Locale.preferredLanguages)
        return .result(dialog: IntentDialog(stringLiteral: answer.text))
    }
}
