import PlateFinderApp
import PlateFinderPresentation
import SwiftUI

/// The four tabs, each with its own navigation stack bound to the app router; the
/// interruption alert and the links opened from outside, over the one session.
public struct PlateFinderRootView: View {
    private let session: AppBundleSession
    @State private var router: AppRouter
    @State private var errorHandler: ErrorHandler
    @State private var search: PlateSearchViewModel
    @State private var history: HistoryViewModel
    @State private var favorites: FavoritesViewModel
    @State private var tasks: TaskListViewModel
    @State private var linkProblem: String?

    /// The tabs over `session`'s view models.
    public init(session: AppBundleSession) {
        self.session = session
        _router = State(initialValue: session.viewModels.router)
        _errorHandler = State(initialValue: session.viewModels.errorHandler)
        _search = State(initialValue: session.viewModels.search)
        _history = State(initialValue: session.viewModels.history)
        _favorites = State(initialValue: session.viewModels.favorites)
        _tasks = State(initialValue: session.viewModels.tasks)
    }

    /// The tab bar and the tab on screen.
    public var body: some View {
        let messages = session.messages
        TabView(selection: $router.selectedTab) {
            SearchTab(session: session, search: search)
                .tabItem { Label(messages.tabTitle(.search), systemImage: "magnifyingglass") }
                .tag(AppTab.search)
            HistoryTab(session: session, history: history, favorites: favorites)
                .tabItem { Label(messages.tabTitle(.history), systemImage: "clock") }
                .tag(AppTab.history)
            FavoritesTab(session: session, favorites: favorites)
                .tabItem { Label(messages.tabTitle(.favorites), systemImage: "star") }
                .tag(AppTab.favorites)
            TasksTab(session: session, tasks: tasks)
                .tabItem { Label(messages.tabTitle(.tasks), systemImage: "checklist") }
                .tag(AppTab.tasks)
        }
        .interruptionAlert(errorHandler, session: session)
        .alert(
            messages.linkProblemTitle, isPresented: isShowingLinkProblem,
            presenting: linkProblem
        ) { _ in
            Button(messages.dismissLabel, role: .cancel) { linkProblem = nil }
        } message: { sentence in
            Text(sentence)
        }
        .onOpenURL { url in
            Task { await open(url) }
        }
    }

    private var isShowingLinkProblem: Binding<Bool> {
        Binding(get: { linkProblem != nil }, set: { if !$0 { linkProblem = nil } })
    }

    /// Follows `url` through the deep-link handler; a text that is no link says why.
    private func open(_ url: URL) async {
        do {
            try await session.viewModels.deepLinks.open(url.absoluteString)
        } catch {
            linkProblem = session.messages.sentence(forLink: error)
        }
    }
}
