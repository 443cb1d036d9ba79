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

    /// Adds `plate` to the favourites or removes it, then reads the favourites again. A
    /// plate that is not complete cannot become a favourite (a list keeps whatever its file
    /// held, so a stored plate is submitted again).
    public func toggle(_ plate: Plate) async {
        let submission = PlateSubmission(plate.value)
        guard let lookupPlate = submission.lookupPlate else {
            lastToggle = .failed(.plate(.invalidPlate(submission.format)))
            return
        }
        lastToggle = .loading
        do {
            lastToggle = .loaded(try await favorites.toggle(lookupPlate))
        } catch {
            lastToggle = .failed(
                errorHandler.report(AppError(error)) { [weak self] in await self?.toggle(plate) })
            return
        }
        await load()
    }

    /// Removes `plate`, whatever its text: old entries stay removable.
    private func remove(_ plate: Plate) async {
        do {
            try await favorites.remove(plate)
        } catch {
            errorHandler.report(AppError(error)) { [weak self] in await self?.remove(plate) }
            return
        }
        await load()
    }
}
