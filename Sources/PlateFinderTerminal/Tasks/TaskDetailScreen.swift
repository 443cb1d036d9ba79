import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A task pushed on the tasks tab: its title, then a card with its state, due day, vehicle,
/// note and dates; or why it cannot be shown.
struct TaskDetailScreen {
    /// The task.
    let state: Loadable<TaskItem>
    /// Whether it is overdue.
    let isOverdue: Bool
    /// The first card line shown.
    var offset = 0

    /// Where the card goes inside the screen's `rect`.
    static func bodyRect(in rect: Rect) -> Rect {
        rect.rows(from: 2, count: rect.height - 2)
    }

    /// The card lines hidden below `rect` when scrolled to the top: the largest offset.
    func scrollLimit(in rect: Rect, context: ScreenContext) -> Int {
        guard let card = card(context: context) else { return 0 }
        return max(0, card.lines(width: rect.width).count - rect.height)
    }

    /// Draws into `rect`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        let theme = context.theme
        let body = Self.bodyRect(in: rect)
        switch state {
        case .idle, .loading:
            Spinner(tick: context.tick, label: context.messages.loading)
                .draw(in: body, into: &buffer, theme: theme)
        case .loaded(let task):
            let x = buffer.write("‹ ", x: rect.x, y: rect.y, style: theme.secondary)
            buffer.write(
                ControlCharacterStripper.strip(task.title.value), x: x, y: rect.y,
                style: theme.emphasis, limit: rect.maxX)
            card(context: context)?.draw(in: body, into: &buffer, theme: theme)
        case .failed(.task(.notFound)):
            Paragraph(text: context.messages.taskNotFound, style: theme.error)
                .draw(in: body, into: &buffer, theme: theme)
        case .failed(.task(let failure)):
            Paragraph(text: context.messages.sentence(for: failure), style: theme.error)
                .draw(in: body, into: &buffer, theme: theme)
        case .failed(.plate), .failed(.interruption):
            // Reading a task fails with no plate failure; interruptions are the banner's.
            return
        }
    }

    private func card(context: ScreenContext) -> KeyValueCard? {
        guard let task = state.value else { return nil }
        let card = TaskCard(
            task: task, isOverdue: isOverdue, messages: context.messages,
            timeZone: context.timeZone)
        return KeyValueCard(rows: card.rows, firstLine: offset)
    }
}
