import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// A new task or changes to one, in a sheet: the fields the core shows, each with what the
/// core says under it, and Save once the view model allows it; it closes once saved.
struct TaskEditorView: View {
    @Bindable var editor: TaskEditorViewModel
    let session: AppBundleSession
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let messages = session.messages
        NavigationStack {
            Form {
                ForEach(TaskEditorField.fields(of: editor), id: \.self) { field in
                    Section(messages.taskFieldLabel(field.label)) {
                        TextField(field.placeholder, text: text(of: field))
                            .autocorrectionDisabled(field == .due || field == .plate)
                        let note = TaskEditorNote(for: field, of: editor, messages: messages)
                        if !note.text.isEmpty {
                            Text(note.text)
                                .font(.footnote)
                                .foregroundStyle(note.isError ? Color.red : Color.secondary)
                        }
                    }
                }
                if case .failed(.task(let failure)) = editor.saved {
                    Text(messages.sentence(for: failure)).foregroundStyle(.red)
                }
            }
            .navigationTitle(messages.taskEditorTitle(isCreating: editor.isCreating))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(messages.promptLabel(.cancel)) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(messages.saveLabel) {
                        Task {
                            await editor.save()
                            if editor.saved.value != nil { dismiss() }
                        }
                    }
                    .disabled(!editor.canSave)
                }
            }
        }
    }

    /// The text of `field`, cut to what the field takes, as the terminal's fields are.
    private func text(of field: TaskEditorField) -> Binding<String> {
        let limit = field.maximumInput
        switch field {
        case .title:
            return Binding(get: { editor.title }, set: { editor.title = String($0.prefix(limit)) })
        case .note:
            return Binding(get: { editor.note }, set: { editor.note = String($0.prefix(limit)) })
        case .due:
            return Binding(
                get: { editor.dueDateText },
                set: { editor.dueDateText = String($0.prefix(limit)) })
        case .plate:
            return Binding(
                get: { editor.plateText }, set: { editor.plateText = String($0.prefix(limit)) })
        }
    }
}
