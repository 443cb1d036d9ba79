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
            favorites async throws(StoreError) in try await favorites.isFavorite(plate.plate)
        }
    }

    private func toggleFavorite(of plate: LookupPlate) async {
        await updateFavorite(of: plate, retry: { await $0.toggleFavorite(of: plate) }) {
            favorites async throws(StoreError) in try await favorites.toggle(plate)
        }
    }

    /// Runs `work` for `plate` and publishes the answer while `plate` is still the one
    /// searched; an interruption is retried through `retry`.
    private func updateFavorite(
        of plate: LookupPlate,
        retry: @escaping @MainActor @Sendable (PlateSearchViewModel) async -> Void,
        _ work: @escaping @Sendable (ManageFavorites) async throws(StoreError) -> Bool
    ) async {
        favorite = .loading
        await favoriteUpdate.run { [favorites] in
            await Result { () async throws(StoreError) in try await work(favorites) }
        } deliver: { [weak self] outcome in
            guard let self, self.searchedPlate == plate else { return }
            switch outcome {
            case .success(let isFavorite):
                self.favorite = .loaded(isFavorite)
            case .failure(let error):
                self.favorite = .failed(
                    self.errorHandler.report(AppError(error)) { [weak self] in
                        guard let self, self.searchedPlate == plate else { return }
                        await retry(self)
                    })
            }
        }
    }
}
