import Foundation
import PlateFinderPresentation

extension Messages {
    /// The title of `tab` in the tab bar.
    public func tabTitle(_ tab: AppTab) -> String {
        switch tab {
        case .search: localized("Search", "Buscar")
        case .history: localized("History", "Historial")
        case .favorites: localized("Favourites", "Favoritas")
        case .tasks: localized("Tasks", "Tareas")
        }
    }
}
