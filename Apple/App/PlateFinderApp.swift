import Foundation
import PlateFinderApp
import PlateFinderUI
import SwiftUI

/// The app bundle's entry: one window on the tabs; `platefinder://` links opened from
/// outside reach the root view's `.onOpenURL`, which hands them to the deep-link handler.
@main
struct PlateFinderBundleApp: App {
    @State private var launch = PlateFinderComposition.launchAppBundle(
        supportDirectory: URL.applicationSupportDirectory.path(percentEncoded: false),
        preferredLanguages: Locale.preferredLanguages)

    var body: some Scene {
        WindowGroup {
            PlateFinderLaunchView(launch: launch)
        }
    }
}
