import Foundation
import PlateFinderDomain

/// A destructive action waiting for the person to confirm it.
///
/// It holds no wording: front ends word `kind` and the labels in the person's language.
public struct AlertPrompt: Sendable {
    /// What the prompt asks about; names the title and the message.
    public enum Kind: Equatable, Sendable {
        /// Remove one plate from the search history.
        case removeHistoryItem(Plate)
        /// Remove every plate from the search history.
        case clearHistory
        /// Remove one plate from the favourites.
        case removeFavorite(Plate)
        /// Delete one task, named by its title.
        case deleteTask(TaskTitle)
    }

    /// The label of a prompt's button.
    public enum Label: Equatable, Sendable {
        /// Remove one thing.
        case remove
        /// Remove everything.
        case clearAll
        /// Leave everything as it is.
        case cancel
    }

    /// What the prompt asks about.
    public let kind: Kind
    /// The confirming button's label.
    public let confirmLabel: Label
    /// The cancelling button's label.
    public let cancelLabel: Label
    /// Whether confirming destroys something (front ends show it as dangerous).
    public let isDestructive: Bool
    private let confirmAction: @MainActor @Sendable () async -> Void
    private let cancelAction: @MainActor @Sendable () -> Void

    /// A prompt that runs `confirm` or `cancel`, whichever the person picks.
    public init(
        kind: Kind, confirmLabel: Label, cancelLabel: Label = .cancel, isDestructive: Bool,
        confirm: @escaping @MainActor @Sendable () async -> Void,
        cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        self.kind = kind
        self.confirmLabel = confirmLabel
        self.cancelLabel = cancelLabel
        self.isDestructive = isDestructive
        confirmAction = confirm
        cancelAction = cancel
    }

    /// Does what the prompt asked about.
    @MainActor
    public func confirm() async { await confirmAction() }

    /// Leaves everything as it is.
    @MainActor
    public func cancel() { cancelAction() }
}
