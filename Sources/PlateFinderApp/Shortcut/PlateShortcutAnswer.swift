import Foundation

/// What a Shortcut answers when asked about a plate: the report's dialog, or one sentence
/// saying why there is none.
public enum PlateShortcutAnswer: Equatable, Sendable {
    /// The plate was looked up and some source answered.
    case report(PlateShortcutDialog)
    /// The text is not a complete plate; the validator's sentence.
    case invalidPlate(String)
    /// No source answered, or the store could not be used; the shared failure sentence.
    case failed(String)

    /// What the Shortcut says.
    public var text: String {
        switch self {
        case .report(let dialog): dialog.text
        case .invalidPlate(let sentence), .failed(let sentence): sentence
        }
    }
}
