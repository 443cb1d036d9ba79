import PlateFinderUI
import SwiftUI

/// The Mac window `swift run PlateFinderMac` opens: the app's tabs over the store in the
/// user's Application Support folder.
@main
struct PlateFinderMacApp: App {
    var body: some Scene {
        PlateFinderWindow()
    }
}
