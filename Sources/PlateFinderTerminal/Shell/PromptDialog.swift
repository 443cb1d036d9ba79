import PlateFinderPresentation
import TerminalUI

/// A confirmation from a view model, worded and drawn as a modal dialog.
struct PromptDialog {
    /// What is asked.
    let prompt: AlertPrompt
    /// The button Enter presses.
    let focus: ConfirmDialog.Focus

    /// Draws the dialog centred over `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let messages = context.messages
        ConfirmDialog(
            title: messages.promptTitle(prompt.kind), message: messages.promptMessage(prompt.kind),
            confirmTitle: messages.promptLabel(prompt.confirmLabel),
            cancelTitle: messages.promptLabel(prompt.cancelLabel), focus: focus,
            isDestructive: prompt.isDestructive
        ).draw(in: rect, into: &buffer, theme: context.theme)
    }
}
