import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

extension TasksController {
    /// The key that shows pending, done and all tasks in turn.
    static let filterKey = Key.character("f")

    func handle(_ key: Key) -> Bool {
        if editor != nil { return handleEditor(key) }
        if let detail = shownDetail { return handleDetail(key, detail) }
        if isShowingTask { return false }
        return handleList(key)
    }

    private func handleList(_ key: Key) -> Bool {
        if selection.handle(key, count: tasks.count) { return true }
        if key == Self.filterKey {
            list.filter = Self.filter(after: list.filter)
            return true
        }
        if key == .character("n") {
            openEditor(.create)
            return true
        }
        guard let task = selection.selectedItem(in: tasks) else { return false }
        if key == .character(" ") {
            work.run { [list] in await list.toggleDone(task) }
        } else if key == .enter {
            router.showTask(id: task.id)
            reload()
        } else if key == .delete || key == .character("d") {
            list.requestDelete(task)
        } else {
            return false
        }
        return true
    }

    private func handleDetail(_ key: Key, _ detail: TaskDetailViewModel) -> Bool {
        switch key {
        case .up: detailScroll.move(by: -1)
        case .down: detailScroll.move(by: 1)
        case .pageUp: detailScroll.move(by: -10)
        case .pageDown: detailScroll.move(by: 10)
        case .character(" "): work.run { await detail.toggleDone() }
        case .character("e"):
            guard let task = detail.task.value else { return false }
            openEditor(.edit(task))
        case .character("d"), .delete: detail.requestDelete()
        case .character, .enter, .backspace, .tab, .backTab, .left, .right, .home, .end,
            .escape, .interrupt, .suspend, .control, .paste:
            return false
        }
        return true
    }

    private func handleEditor(_ key: Key) -> Bool {
        if key == .escape { return goBack() }
        if key == .enter || key == .control("s") {
            save()
            return true
        }
        return editor?.handle(key) ?? false
    }

    private func openEditor(_ mode: TaskEditorViewModel.Mode) {
        editor = TaskEditorForm(viewModel: viewModels.taskEditor(mode))
    }

    /// Saves when every field can be saved; once saved, the editor closes onto the screen
    /// it was opened from, read again.
    private func save() {
        guard let model = editor?.viewModel, model.canSave else { return }
        work.run { [weak self] in
            await model.save()
            guard case .loaded = model.saved, let self, self.editor?.viewModel === model else {
                return
            }
            self.editor = nil
            self.reload()
        }
    }

    /// Pending, then done, then all, then pending again.
    static func filter(after filter: TaskFilter) -> TaskFilter {
        switch filter {
        case .pending: .done
        case .done: .all
        case .all: .pending
        }
    }
}
