import Foundation
import PlateFinderDomain

extension FavoritesViewModel {
    /// Asks to remove `plate`; confirming removes it and reads the favourites again.
    public func requestRemove(_ plate: Plate) {
        pendingPrompt = AlertPrompt(
            kind: .removeFavorite(plate), confirmLabel: .remove, isDestructive: true
        ) { [weak self] in
            self?.pendingPrompt = nil
            await self?.remove(plate)
        } cancel: { [weak self] in
            self?.pendingPrompt = nil
        }
    }

    /// Adds `plate` to the favourites or removes it, then reads the favourites again.
    public func toggle(_ plate: Plate) async {
        lastToggle = .loading
        do {
            lastToggle = .loaded(try await favorites.toggle(plate))
        } catch {
            let appError = AppError(error)
            lastToggle = .failed(appError)
            if let interruption = appError.interruption {
                errorHandler.handle(interruption) { [weak self] in await self?.toggle(plate) }
            }
            return
        }
        await load()
    }

    private func remove(_ plate: Plate) async {
        do {
            try await favorites.remove(plate)
        } catch {
            switch error {
            case .storage(let storeError):
                errorHandler.handle(.storage(storeError)) { [weak self] in await self?.remove(plate)
                }
            case .invalidPlate:
                // Removing accepts any plate text; only adding refuses one.
                break
            }
            return
        }
        await load()
    }
}
