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

    /// Shows the screen `link` names at once, and returns what is left to do on it — a
    /// search link's search — for the caller to run when it runs background work; nil when
    /// nothing is left.
    public func show(_ link: DeepLink) -> (@MainActor () async -> Void)? {
        router.open(link)
        switch link {
        case .search(let plate, let writtenWithFourDigits):
            return { [search] in
                await search.search(plate, writtenWithFourDigits: writtenWithFourDigits)
            }
        case .history, .favorites, .tasks, .task: return nil
        }
    }

    /// Shows the screen `link` names; returns once a search link's search has ended.
    public func open(_ link: DeepLink) async {
        await show(link)?()
    }

    /// Parses `text` and follows it; a text that is no link changes nothing.
    public func open(_ text: String) async throws(DeepLinkError) {
        await open(try DeepLink(string: text))
    }
}
