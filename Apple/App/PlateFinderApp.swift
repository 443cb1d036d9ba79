import PlateFinderUI
import SwiftUI

/// The app bundle's entry: one window on the tabs; `platefinder://` links opened from
/// outside reach the root view's `.onOpenURL`, which hands them to the deep-link handler.
@main
struct PlateFinderBundleApp: App {
    var body: some Scene {
        PlateFinderWindow()
    }
}
