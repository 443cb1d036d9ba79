import Foundation
import PlateFinderApp

extension Messages {
    /// What the spinner says while a command waits on the portals.
    public var waitingForPortals: String {
        localized("Asking the portals…", "Consultando los portales…")
    }
}
