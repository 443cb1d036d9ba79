import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// One task pushed on the tasks tab: its title and card, or why it cannot be shown; Edit
/// opens it in the editor.
struct TaskDetailView: View {
    @State var task: TaskDetailViewModel
    let session: AppBundleSession
    @State private var editor: TaskEditorViewModel?

    var body: some View {
        let messages = session.messages
        List {
            switch task.task {
            case .idle, .loading:
                ProgressView(messages.loading)
            case .loaded(let item):
                let card = TaskCard(
                    task: item, isOverdue: task.isOverdue, messages: messages,
                    timeZone: session.timeZone)
                ForEach(Array(card.rows.enumerated()), id: \.offset) { _, row in
                    CardRowView(row: row)
                }
            case .failed(.task(.notFound)):
                Text(messages.taskNotFound)
            case .failed(.task(let failure)):
                Text(messages.sentence(for: failure))
            case .failed(.plate), .failed(.interruption):
                // Reading a task fails with no plate failure; interruptions are the alert's.
                EmptyView()
            }
        }
        .navigationTitle(
            task.task.value.map { ControlCharacterStripper.strip($0.title.value) } ?? ""
        )
        .toolbar {
            if let item = task.task.value {
                Button(messages.editLabel) {
                    editor = session.viewModels.taskEditor(.edit(item))
                }
            }
        }
        .taskEditorSheet($editor, session: session) { await task.load() }
        .promptAlert(task.pendingPrompt, messages: messages)
        .task { await task.load() }
    }
}
