import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// The tasks tab: the tasks the filter selects, overdue ones marked; a swipe marks one
/// done (or pending) or asks to delete it, and + opens the editor on a new one.
struct TasksTab: View {
    let session: AppBundleSession
    let tasks: TaskListViewModel
    @State private var router: TasksRouter
    @State private var editor: TaskEditorViewModel?

    init(session: AppBundleSession, tasks: TaskListViewModel) {
        self.session = session
        self.tasks = tasks
        _router = State(initialValue: TasksRouter(appRouter: session.viewModels.router))
    }

    var body: some View {
        let messages = session.messages
        NavigationStack(path: router.tabRouter.pathBinding) {
            List(tasks.tasks.value ?? [], id: \.id) { task in
                Button {
                    router.showTask(id: task.id)
                } label: {
                    LabeledContent(ControlCharacterStripper.strip(task.title.value)) {
                        Text(tasks.isOverdue(task) ? messages.overdue : "")
                            .foregroundStyle(.red)
                    }
                }
                .swipeActions(edge: .leading) {
                    Button(messages.taskStatus(isDone: !task.isDone)) {
                        Task { await tasks.toggleDone(task) }
                    }
                }
                .swipeActions(edge: .trailing) {
                    Button(messages.promptLabel(.remove), role: .destructive) {
                        tasks.requestDelete(task)
                    }
                }
            }
            .emptyListOverlay(
                isEmpty: tasks.tasks.value?.isEmpty == true, messages.noTasks,
                systemImage: "checklist"
            )
            .navigationTitle(messages.tabTitle(.tasks))
            .toolbar {
                Button {
                    editor = session.viewModels.taskEditor(.create)
                } label: {
                    Label(messages.taskEditorTitle(isCreating: true), systemImage: "plus")
                }
            }
            .taskEditorSheet($editor, session: session) { await tasks.load() }
            .routeDestinations(session: session)
            .promptAlert(tasks.pendingPrompt, messages: messages)
            .task { await tasks.load() }
        }
    }
}
