import Foundation

/// Follows a deep link: shows its screen and, for a search link, runs the search.
@MainActor
public final class DeepLinkHandler {
    private let router: AppRouter
    private let search: PlateSearchViewModel

    /// A handler that navigates `router` and searches through `search`.
    public init(router: AppRouter, search: PlateSearchViewModel) {
        self.router = router
        self.search = search
    }

    /// Shows the screen `link` names; returns once a search link's search has ended.
    public func open(_ link: DeepLink) async {
        router.open(link)
        switch link {
        case .search(let plate): await search.search(plate)
        case .history, .favorites, .tasks, .task: break
        }
    }

    /// Parses `text` and follows it; a text that is no link changes nothing.
    public func open(_ text: String) async throws(DeepLinkError) {
        await open(try DeepLink(string: text))
    }
}
