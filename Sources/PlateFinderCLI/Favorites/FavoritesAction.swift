/// What `platefinder favorites` is asked to do.
enum FavoritesAction: Equatable {
    /// List the favourites, as text or JSON.
    case list(json: Bool)
    /// Make a plate a favourite.
    case add(plateText: String)
    /// Make a plate not a favourite.
    case remove(plateText: String)
    /// Flip whether a plate is a favourite.
    case toggle(plateText: String)
}
