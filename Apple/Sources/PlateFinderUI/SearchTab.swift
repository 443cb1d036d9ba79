import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// The search tab: the plate field, its live format, and the report on the plate searched.
struct SearchTab: View {
    let session: AppBundleSession
    @Bindable var search: PlateSearchViewModel
    @State private var router: TabRouter

    init(session: AppBundleSession, search: PlateSearchViewModel) {
        self.session = session
        self.search = search
        _router = State(
            initialValue: TabRouter(tab: .search, appRouter: session.viewModels.router))
    }

    var body: some View {
        let messages = session.messages
        NavigationStack(path: router.pathBinding) {
            List {
                Section {
                    TextField(messages.label(CardLabel.plate), text: $search.text)
                        .autocorrectionDisabled()
                        .onSubmit { Task { await search.search() } }
                    LabeledContent(messages.label(CardLabel.format)) {
                        Text(messages.formatName(search.format))
                    }
                    Button(messages.searchLabel) { Task { await search.search() } }
                        .disabled(!search.canSearch)
                }
                if search.wasWrittenWithFourDigits {
                    Text(messages.writtenWithFourDigits(search.plate))
                }
                VehicleCardView(
                    vehicle: search.vehicle, isFavorite: search.favorite.value, session: session)
            }
            .navigationTitle(messages.tabTitle(.search))
            .toolbar {
                if search.canToggleFavorite {
                    Button {
                        Task { await search.toggleFavorite() }
                    } label: {
                        Image(systemName: search.isFavorite ? "star.fill" : "star")
                    }
                }
            }
            .routeDestinations(session: session)
        }
    }
}
