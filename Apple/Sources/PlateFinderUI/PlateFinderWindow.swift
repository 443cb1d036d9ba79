import Foundation
import PlateFinderApp
import SwiftUI

/// The app's one window, for the bundle's entry and the Mac executable alike: the tabs over
/// the store in Application Support, in the person's preferred language, or the sentence
/// that says why they cannot open.
public struct PlateFinderWindow: Scene {
    @State private var launch = PlateFinderComposition.launchAppBundle(
        supportDirectory: URL.applicationSupportDirectory.path(percentEncoded: false),
        preferredLanguages: Locale.preferredLanguages)

    /// The window over a session started when it first appears.
    public init() {}

    /// One window group on the launch view.
    public var body: some Scene {
        WindowGroup {
            PlateFinderLaunchView(launch: launch)
        }
    }
}
