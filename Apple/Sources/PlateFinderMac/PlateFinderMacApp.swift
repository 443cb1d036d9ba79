import Foundation
import PlateFinderApp
import PlateFinderUI
import SwiftUI

/// The Mac window `swift run PlateFinderMac` opens: the app's tabs over the store in the
/// user's Application Support folder.
@main
struct PlateFinderMacApp: App {
    @State private var launch = PlateFinderComposition.launchAppBundle(
        supportDirectory: URL.applicationSupportDirectory.path(percentEncoded: false),
        preferredLanguages: Locale.preferredLanguages)

    var body: some Scene {
        WindowGroup {
            PlateFinderLaunchView(launch: launch)
        }
    }
}
