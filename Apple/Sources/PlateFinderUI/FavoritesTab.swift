import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// The favourites tab: each favourite with what its saved answers say; a swipe asks to
/// remove one.
struct FavoritesTab: View {
    let session: AppBundleSession
    let favorites: FavoritesViewModel
    @State private var router: VehicleRouter

    init(session: AppBundleSession, favorites: FavoritesViewModel) {
        self.session = session
        self.favorites = favorites
        _router = State(
            initialValue: VehicleRouter(tab: .favorites, appRouter: session.viewModels.router))
    }

    var body: some View {
        let messages = session.messages
        NavigationStack(path: router.tabRouter.pathBinding) {
            List(favorites.plates.value ?? [], id: \.self) { plate in
                Button {
                    router.showVehicle(plate)
                    Task { await favorites.open(plate) }
                } label: {
                    if let report = favorites.saved[plate] {
                        let summary = FavoriteSummary(report, messages: messages)
                        // The vehicle and its finding, as the command line and the terminal
                        // list them.
                        LabeledContent(summary.plate) {
                            VStack(alignment: .trailing) {
                                Text(summary.vehicle)
                                if let finding = summary.finding {
                                    Text(finding)
                                        .foregroundStyle(
                                            summary.isBlocker ? Color.red : Color.primary)
                                }
                            }
                        }
                    } else {
                        Text(ControlCharacterStripper.strip(plate.value))
                    }
                }
                .swipeActions {
                    Button(messages.promptLabel(.remove), role: .destructive) {
                        favorites.requestRemove(plate)
                    }
                }
            }
            .emptyListOverlay(
                isEmpty: favorites.plates.value?.isEmpty == true, messages.noFavorites,
                systemImage: "star"
            )
            .navigationTitle(messages.tabTitle(.favorites))
            .toolbar {
                Button(messages.showDueLabel) { router.tabRouter.push(.due) }
            }
            .routeDestinations(
                session: session, opener: favorites.opener, closeOpened: favorites.closeOpened
            )
            .promptAlert(favorites.pendingPrompt, messages: messages)
            .task { await favorites.load() }
        }
    }
}
