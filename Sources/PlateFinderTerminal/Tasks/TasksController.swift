import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The tasks tab: the list, a task's screen pushed on the tab's stack, and the editor
/// opened over either. Deleting goes through the view models' confirmations; the list is
/// read again whenever the tab is shown and after every change made elsewhere.
@MainActor
final class TasksController: TabController {
    let list: TaskListViewModel
    /// The task on screen, while one is pushed.
    private(set) var detail: TaskDetailViewModel?
    /// The editor, while it is open.
    var editor: TaskEditorForm?
    /// Makes the view models of a task's screen and of the editor.
    let viewModels: AppViewModels
    let router: TasksRouter
    let work: BackgroundWork
    var selection = ListSelection()
    var detailScroll = ScrollPosition()

    /// The tab over the tasks of `viewModels`, its screens pushed on `router`.
    init(viewModels: AppViewModels, router: TasksRouter, work: BackgroundWork) {
        self.viewModels = viewModels
        self.router = router
        self.work = work
        list = viewModels.tasks
    }

    var hasTextFocus: Bool { editor != nil }
    var capturesAllKeys: Bool { editor != nil }

    var pendingPrompt: AlertPrompt? {
        guard editor == nil else { return nil }
        guard let detail = shownDetail else { return list.pendingPrompt }
        guard let prompt = detail.pendingPrompt else { return nil }
        // Leaves the screen of a task once it is deleted.
        return AlertPrompt(
            kind: prompt.kind, confirmLabel: prompt.confirmLabel, cancelLabel: prompt.cancelLabel,
            isDestructive: prompt.isDestructive
        ) { [weak self] in
            await prompt.confirm()
            self?.leaveDeletedTask()
        } cancel: {
            prompt.cancel()
        }
    }

    var hints: [KeyHint] {
        if let editor {
            var hints = [KeyHint("Tab", .nextField), KeyHint("Esc", .back)]
            if editor.viewModel.canSave { hints.insert(KeyHint("Enter", .save), at: 0) }
            return hints
        }
        if shownDetail != nil || isShowingTask {
            return [
                KeyHint("Esc", .back), KeyHint("Space", .toggleDone), KeyHint("e", .edit),
                KeyHint("d", .remove),
            ]
        }
        guard !tasks.isEmpty else { return [KeyHint("n", .newTask), KeyHint("f", .filter)] }
        return [
            KeyHint("Space", .toggleDone), KeyHint("Enter", .open), KeyHint("n", .newTask),
            KeyHint("d", .remove), KeyHint("f", .filter),
        ]
    }

    func goBack() -> Bool {
        if editor != nil {
            editor = nil
            return true
        }
        guard isShowingTask else { return false }
        router.tabRouter.back()
        detail = nil
        reload()
        return true
    }

    func didShow() {
        reload()
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        if let editor {
            TaskEditorScreen(form: editor).draw(in: rect, into: &buffer, context: context)
        } else if let detail = shownDetail {
            var screen = TaskDetailScreen(state: detail.task, isOverdue: detail.isOverdue)
            screen.offset = detailScroll.fit(
                limit: screen.scrollLimit(in: TaskDetailScreen.bodyRect(in: rect), context: context)
            )
            screen.draw(in: rect, into: &buffer, context: context)
        } else if isShowingTask {
            TaskDetailScreen(state: .loading, isOverdue: false)
                .draw(in: rect, into: &buffer, context: context)
        } else {
            TaskListScreen(list: list, messages: context.messages)
                .draw(in: rect, into: &buffer, selection: &selection, context: context)
        }
    }

    /// The tasks the list shows.
    var tasks: [TaskItem] { list.tasks.value ?? [] }

    /// Whether a task's screen is on top of the tab's stack.
    var isShowingTask: Bool {
        guard case .task = router.tabRouter.path.last else { return false }
        return true
    }

    /// The view model of the task on top of the stack, once made for it.
    var shownDetail: TaskDetailViewModel? {
        guard case .task(let id) = router.tabRouter.path.last, let detail, detail.id == id else {
            return nil
        }
        return detail
    }

    /// Reads the list again, and the task on screen, if any (made for the task on top of
    /// the stack when it is new, e.g. from a link).
    func reload() {
        work.run { [list] in await list.load() }
        guard case .task(let id) = router.tabRouter.path.last else {
            detail = nil
            return
        }
        if detail?.id != id {
            detail = viewModels.task(id: id)
            detailScroll.reset()
        }
        work.run { [detail] in await detail?.load() }
    }

    private func leaveDeletedTask() {
        guard detail?.isDeleted == true, isShowingTask else { return }
        router.tabRouter.back()
        detail = nil
        reload()
    }
}
