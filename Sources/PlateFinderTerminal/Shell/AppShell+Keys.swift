import PlateFinderApp
import PlateFinderPresentation
import TerminalUI

extension AppShell {
    /// Handles one key. Ctrl-C quits from anywhere; the keys overlay and a confirmation take
    /// every other key while open; then the app's own keys (`q` quits where no text field
    /// has the keyboard); the rest go to the tab on screen.
    func handle(_ key: Key, in application: TerminalApplication) {
        if key == .interrupt { return quit(application) }
        if let lastSize, Self.isTooSmall(lastSize) {
            // Nothing can be typed on the "too small" message.
            if key == Self.quitKey { quit(application) }
            return
        }
        if keysOverlay != nil { return handleKeysOverlay(key) }
        if let prompt = current.pendingPrompt { return handlePrompt(key, prompt) }
        // The next confirmation opens on Cancel, so a stray Enter destroys nothing.
        dialogFocus = .cancel
        if current.capturesAllKeys, errorHandler.current == nil {
            _ = current.handle(key)
            return
        }
        if key == Self.quitKey, !current.hasTextFocus {
            quit(application)
        } else if key == .character("?") {
            keysOverlay = ScrollPosition()
        } else if key == .tab {
            select(router.selectedTab.next)
        } else if key == .backTab {
            select(router.selectedTab.previous)
        } else if key == .escape {
            escape()
        } else if key == .control("r"), errorHandler.current != nil {
            work.run { [errorHandler] in await errorHandler.retry() }
        } else if !current.hasTextFocus, let tab = Self.tab(selectedBy: key) {
            select(tab)
        } else {
            _ = current.handle(key)
        }
    }

    /// The key that quits where nothing is typed.
    static let quitKey = Key.character("q")

    private func quit(_ application: TerminalApplication) {
        stop()
        application.stop()
    }

    private func escape() {
        if errorHandler.current != nil {
            errorHandler.dismiss()
        } else {
            _ = current.goBack()
        }
    }

    private func handleKeysOverlay(_ key: Key) {
        if key == .escape || key == .character("?") || key == Self.quitKey {
            keysOverlay = nil
        } else if key == .up || key == .pageUp {
            keysOverlay?.move(by: key == .up ? -1 : -10)
        } else if key == .down || key == .pageDown {
            keysOverlay?.move(by: key == .down ? 1 : 10)
        }
    }

    private func handlePrompt(_ key: Key, _ prompt: AlertPrompt) {
        if isConfirming { return }
        if case .character(let character) = key, ConfirmationReply.confirms(String(character)) {
            confirm(prompt)
        } else if key == .character("n") || key == .character("N") || key == .escape {
            prompt.cancel()
        } else if key == .enter {
            if dialogFocus == .confirm { confirm(prompt) } else { prompt.cancel() }
        } else if [.left, .right, .tab, .backTab].contains(key) {
            dialogFocus = dialogFocus == .confirm ? .cancel : .confirm
        }
    }

    private func confirm(_ prompt: AlertPrompt) {
        isConfirming = true
        work.run { [weak self] in
            await prompt.confirm()
            self?.isConfirming = false
        }
    }

    /// The tab a digit key names: 1 for the first.
    private static func tab(selectedBy key: Key) -> AppTab? {
        guard case .character(let character) = key, let digit = character.wholeNumberValue,
            AppTab.allCases.indices.contains(digit - 1)
        else { return nil }
        return AppTab.allCases[digit - 1]
    }
}
