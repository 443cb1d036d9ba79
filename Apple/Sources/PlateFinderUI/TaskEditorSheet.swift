import PlateFinderApp
import PlateFinderPresentation
import SwiftUI

extension View {
    /// Shows `editor` in a sheet while it is set; `reload` reads the tasks again once the
    /// sheet is gone, saved or not.
    func taskEditorSheet(
        _ editor: Binding<TaskEditorViewModel?>, session: AppBundleSession,
        reload: @escaping @MainActor () async -> Void
    ) -> some View {
        sheet(
            isPresented: Binding(
                get: { editor.wrappedValue != nil },
                set: { if !$0 { editor.wrappedValue = nil } }),
            onDismiss: { Task { await reload() } }
        ) {
            if let model = editor.wrappedValue {
                TaskEditorView(editor: model, session: session)
            }
        }
    }
}
