import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// The history tab: the plates searched, newest first, favourites marked as every front end
/// marks them; a swipe asks to remove one.
struct HistoryTab: View {
    let session: AppBundleSession
    let history: HistoryViewModel
    let favorites: FavoritesViewModel
    @State private var router: VehicleRouter

    init(session: AppBundleSession, history: HistoryViewModel, favorites: FavoritesViewModel) {
        self.session = session
        self.history = history
        self.favorites = favorites
        _router = State(
            initialValue: VehicleRouter(tab: .history, appRouter: session.viewModels.router))
    }

    var body: some View {
        let messages = session.messages
        NavigationStack(path: router.tabRouter.pathBinding) {
            List(history.items.value ?? [], id: \.plate) { item in
                let line = HistoryLine(
                    item: item, isFavorite: favorites.isFavorite(item.plate),
                    messages: messages, timeZone: session.timeZone)
                Button {
                    router.showVehicle(item.plate)
                    Task { await history.open(item) }
                } label: {
                    LabeledContent(line.mark + line.plate) {
                        Text(line.date + "  " + line.outcome)
                    }
                }
                .swipeActions {
                    Button(messages.promptLabel(.remove), role: .destructive) {
                        history.requestRemove(item)
                    }
                }
            }
            .emptyListOverlay(
                isEmpty: history.items.value?.isEmpty == true, messages.emptyHistory,
                systemImage: "clock"
            )
            .navigationTitle(messages.tabTitle(.history))
            .toolbar {
                Button(messages.promptLabel(.clearAll), role: .destructive) {
                    history.requestClear()
                }
            }
            .routeDestinations(
                session: session, opener: history.opener, closeOpened: history.closeOpened
            )
            .promptAlert(history.pendingPrompt, messages: messages)
            .task {
                await history.load()
                await favorites.load()
            }
        }
    }
}
