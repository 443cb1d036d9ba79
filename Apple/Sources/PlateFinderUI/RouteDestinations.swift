import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

extension View {
    /// The screens a tab's stack pushes, for every route the core names; a vehicle opens in
    /// `opener`, the tab's own, and `closeOpened` forgets it when the person goes back.
    func routeDestinations(
        session: AppBundleSession, opener: VehicleReportViewModel? = nil,
        closeOpened: @escaping @MainActor () -> Void = {}
    ) -> some View {
        navigationDestination(for: AppRoute.self) { route in
            RouteView(route: route, session: session, opener: opener, closeOpened: closeOpened)
        }
    }
}

/// One pushed screen: a vehicle opened from a list, a task, or what falls due.
struct RouteView: View {
    let route: AppRoute
    let session: AppBundleSession
    let opener: VehicleReportViewModel?
    let closeOpened: @MainActor () -> Void

    var body: some View {
        switch route {
        case .vehicle:
            List {
                if let opener {
                    VehicleCardView(vehicle: opener, isFavorite: nil, session: session)
                }
            }
            .onDisappear { closeOpened() }
        case .task(let id):
            TaskDetailView(task: session.viewModels.task(id: id), session: session)
        case .due:
            DueView(due: session.viewModels.due, session: session)
        }
    }
}
