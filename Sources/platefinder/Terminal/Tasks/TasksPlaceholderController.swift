import PlateFinderPresentation
import TerminalUI

/// The tasks tab of a build without the tasks feature: says so, and lets a task pushed by
/// a deep link be left with Esc.
@MainActor
final class TasksPlaceholderController: TabController {
    private let router: TasksRouter

    init(router: TasksRouter) {
        self.router = router
    }

    var hasTextFocus: Bool { false }
    var pendingPrompt: AlertPrompt? { nil }
    var hints: [KeyHint] { router.path.isEmpty ? [] : [KeyHint("Esc", .back)] }

    func handle(_ key: Key) -> Bool { false }

    func goBack() -> Bool {
        router.back()
    }

    func didShow() {}

    func draw(in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext) {
        Paragraph(text: context.messages.tasksUnavailable, style: context.theme.secondary)
            .draw(in: rect, into: &buffer, theme: context.theme)
    }
}
