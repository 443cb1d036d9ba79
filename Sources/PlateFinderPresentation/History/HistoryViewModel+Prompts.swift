import Foundation
import PlateFinderDomain

extension HistoryViewModel {
    /// Asks to remove `item`; confirming removes it and reads the history again.
    public func requestRemove(_ item: SearchHistoryItem) {
        let plate = item.plate
        pendingPrompt = AlertPrompt(
            kind: .removeHistoryItem(plate), confirmLabel: .remove, isDestructive: true
        ) { [weak self] in
            await self?.perform { history async throws(StoreError) in
                try await history.remove(plate)
            }
        } cancel: { [weak self] in
            self?.pendingPrompt = nil
        }
    }

    /// Asks to clear the history; confirming clears it and reads the history again.
    public func requestClear() {
        pendingPrompt = AlertPrompt(
            kind: .clearHistory, confirmLabel: .clearAll, isDestructive: true
        ) { [weak self] in
            await self?.perform { history async throws(StoreError) in try await history.clear() }
        } cancel: { [weak self] in
            self?.pendingPrompt = nil
        }
    }

    /// Closes the prompt, runs `change`, and reads the history again; a storage failure
    /// is an interruption whose retry runs `change` again.
    private func perform(
        _ change: @escaping @Sendable (ManageHistory) async throws(StoreError) -> Void
    ) async {
        pendingPrompt = nil
        do {
            try await change(history)
        } catch {
            errorHandler.report(AppError(error)) { [weak self] in await self?.perform(change) }
            return
        }
        await load()
    }
}
