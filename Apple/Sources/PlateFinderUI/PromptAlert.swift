import PlateFinderApp
import PlateFinderPresentation
import SwiftUI

extension View {
    /// Asks to confirm `prompt`, a view model's destructive action; Cancel is the default.
    func promptAlert(_ prompt: AlertPrompt?, messages: Messages) -> some View {
        let isPresented = Binding(
            get: { prompt != nil },
            set: { if !$0 { prompt?.cancel() } })
        return alert(
            prompt.map { messages.promptTitle($0.kind) } ?? "", isPresented: isPresented,
            presenting: prompt
        ) { prompt in
            Button(
                messages.promptLabel(prompt.confirmLabel),
                role: prompt.isDestructive ? .destructive : nil
            ) {
                Task { await prompt.confirm() }
            }
            Button(messages.promptLabel(prompt.cancelLabel), role: .cancel) { prompt.cancel() }
                .keyboardShortcut(.defaultAction)
        } message: { prompt in
            Text(messages.promptMessage(prompt.kind))
        }
    }
}
