import Foundation
import PlateFinderDomain

extension PlateFinderComposition {
    /// The view models a full-screen front end binds to, over `useCases`.
    @MainActor
    public static func makeViewModels(_ useCases: PlateFinderUseCases) -> AppViewModels {
        AppViewModels(
            lookUp: useCases.lookUp, history: useCases.history, favorites: useCases.favorites,
            tasks: useCases.tasks.tasks, reminders: useCases.tasks.reminders,
            due: useCases.fleet.due, clock: useCases.clock)
    }
}
