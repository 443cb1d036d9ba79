import Foundation
import PlateFinderDomain

extension PlateSearchViewModel {
    /// Adds the searched plate to the favourites or removes it.
    public func toggleFavorite() async {
        guard canToggleFavorite, let plate = searchedPlate else { return }
        await toggleFavorite(of: plate)
    }

    /// Reads again whether the searched plate is a favourite.
    public func refreshFavorite() async {
        guard let plate = searchedPlate else { return }
        await updateFavorite(of: plate, retry: { await $0.refreshFavorite() }) {
            favorites async throws(FavoritesError) in try await favorites.isFavorite(plate)
        }
    }

    private func toggleFavorite(of plate: Plate) async {
        await updateFavorite(of: plate, retry: { await $0.toggleFavorite(of: plate) }) {
            favorites async throws(FavoritesError) in try await favorites.toggle(plate)
        }
    }

    /// Runs `work` for `plate` and publishes the answer while `plate` is still the one
    /// searched; an interruption is retried through `retry`.
    private func updateFavorite(
        of plate: Plate,
        retry: @escaping @MainActor @Sendable (PlateSearchViewModel) async -> Void,
        _ work: @escaping @Sendable (ManageFavorites) async throws(FavoritesError) -> Bool
    ) async {
        favorite = .loading
        await favoriteUpdate.run { [favorites] in
            await Result { () async throws(FavoritesError) in try await work(favorites) }
        } deliver: { [weak self] outcome in
            guard let self, self.searchedPlate == plate else { return }
            switch outcome {
            case .success(let isFavorite):
                self.favorite = .loaded(isFavorite)
            case .failure(let error):
                let appError = AppError(error)
                self.favorite = .failed(appError)
                guard let interruption = appError.interruption else { return }
                self.errorHandler.handle(interruption) { [weak self] in
                    guard let self, self.searchedPlate == plate else { return }
                    await retry(self)
                }
            }
        }
    }
}
