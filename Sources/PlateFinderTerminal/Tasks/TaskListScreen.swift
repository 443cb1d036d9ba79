import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The tasks tab's root: which tasks the filter shows and how many, then one row per task
/// in listing order, overdue days in the error style (and marked in words, for terminals
/// without colour).
struct TaskListScreen {
    /// The tasks the filter selects.
    let state: Loadable<[TaskItem]>
    /// The filter, named in the heading.
    let filter: TaskFilter
    /// The rows of the tasks, in order.
    let rows: [TaskRow]
    /// The tasks the list could not read, said on the line under the heading.
    let unreadable: [UnreadableRow]

    /// The screen of `list`'s tasks.
    @MainActor
    init(list: TaskListViewModel, messages: Messages) {
        state = list.tasks
        filter = list.filter
        unreadable = list.unreadableRows
        rows = (state.value ?? []).map {
            TaskRow(task: $0, isOverdue: list.isOverdue($0), messages: messages)
        }
    }

    /// Where the list goes inside the screen's `rect`: under the heading and a blank row.
    static func listRect(in rect: Rect) -> Rect {
        rect.rows(from: 2, count: rect.height - 2)
    }

    /// Draws into `rect`; `selection` records what the list shows.
    func draw(
        in rect: Rect, into buffer: inout ScreenBuffer, selection: inout ListSelection,
        context: ScreenContext
    ) {
        let listRect = Self.listRect(in: rect)
        // A list being read again keeps its selection for when it arrives.
        guard state.value != nil else {
            ListScreen(state: state, list: ScrollingList(items: [], selected: nil))
                .draw(in: listRect, into: &buffer, context: context)
            return
        }
        let messages = context.messages
        buffer.write(
            messages.taskListHeading(filter, count: rows.count), x: rect.x, y: rect.y,
            style: context.theme.emphasis, limit: rect.maxX)
        UnreadableRowsNotice.drawLine(
            unreadable, in: rect.rows(from: 1, count: 1), into: &buffer, context: context)
        let list = selection.list(
            rows.map(\.text), rows: listRect.height, emptyMessage: messages.emptyTaskList(filter))
        ListScreen(state: state, list: list).draw(in: listRect, into: &buffer, context: context)
        let end = listRect.maxX - (rows.count > listRect.height ? 1 : 0)
        for line in 0..<max(0, min(listRect.height, rows.count - list.offset)) {
            guard let overdue = rows[list.offset + line].overdueText else { continue }
            buffer.write(
                overdue, x: listRect.x + 2 + TaskRow.dueColumn, y: listRect.y + line,
                style: context.theme.error, limit: end)
        }
    }
}
