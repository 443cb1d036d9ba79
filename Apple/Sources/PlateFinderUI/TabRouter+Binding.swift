import PlateFinderPresentation
import SwiftUI

extension TabRouter {
    /// The tab's stack as a navigation stack binds to it: read from the app router, and
    /// written back when the person goes back.
    var pathBinding: Binding<[AppRoute]> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }
}
