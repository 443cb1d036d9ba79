import PlateFinderApp
import TerminalUI

extension AppShell {
    /// Draws one frame: the tab bar, the tab's screen, the error banner and the hints, with
    /// a confirmation or the keys overlay on top; only a message when the terminal is too
    /// small.
    func draw(into buffer: inout ScreenBuffer, frame: FrameContext) {
        lastSize = frame.size
        let context = ScreenContext(
            messages: messages, theme: frame.theme, tick: frame.tick, timeZone: timeZone,
            now: clock.now())
        guard !Self.isTooSmall(frame.size) else {
            TooSmallScreen(size: frame.size).draw(
                in: buffer.bounds, into: &buffer, context: context)
            return
        }
        let banner = errorHandler.current.map {
            ErrorBanner(message: messages.sentence(for: $0, storePath: storePath))
        }
        let layout = ShellLayout(
            bounds: buffer.bounds, bannerRows: banner?.height(width: buffer.width) ?? 0)
        ShellTabBar(selected: router.selectedTab).draw(
            in: layout.tabBar, into: &buffer, context: context)
        buffer.write(
            String(repeating: "─", count: layout.rule.width), x: layout.rule.x, y: layout.rule.y,
            style: context.theme.secondary)
        current.draw(in: layout.content, into: &buffer, context: context)
        banner?.draw(in: layout.banner, into: &buffer, theme: context.theme)
        footerHints.footer(width: layout.footer.width, messages: messages)
            .draw(in: layout.footer, into: &buffer, theme: context.theme)
        if let prompt = current.pendingPrompt {
            PromptDialog(prompt: prompt, focus: dialogFocus)
                .draw(in: buffer.bounds, into: &buffer, context: context)
        }
        if var overlay = keysOverlay {
            // Above the hint line, which says how to close it.
            let area = buffer.bounds.rows(from: 0, count: buffer.height - 1)
            let offset = overlay.fit(limit: KeysOverlay.scrollLimit(in: area, messages: messages))
            keysOverlay = overlay
            KeysOverlay(offset: offset).draw(in: area, into: &buffer, context: context)
        }
    }

    private var footerHints: FooterHints {
        let always = [KeyHint("?", .showKeys), KeyHint("^C", .quit)]
        if keysOverlay != nil {
            return FooterHints(
                contextual: [KeyHint("Esc", .close), KeyHint("↑↓", .scroll)], essential: [],
                optional: [])
        }
        if current.pendingPrompt != nil {
            return FooterHints(
                contextual: [
                    KeyHint("y", .confirm), KeyHint("n", .cancel), KeyHint("Enter", .choose),
                    KeyHint("←→", .move),
                ], essential: [], optional: [])
        }
        var contextual: [KeyHint] = []
        if current.capturesAllKeys, errorHandler.current == nil {
            // `?` and Tab belong to the form: only quitting is the app's.
            return FooterHints(
                contextual: current.hints, essential: [KeyHint("^C", .quit)], optional: [])
        }
        if errorHandler.current != nil {
            if errorHandler.canRetry { contextual.append(KeyHint("^R", .retry)) }
            contextual.append(KeyHint("Esc", .dismiss))
        }
        return FooterHints(
            contextual: contextual + current.hints, essential: always,
            optional: [KeyHint("Tab", .switchTab)])
    }
}
