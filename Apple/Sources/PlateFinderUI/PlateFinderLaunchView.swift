import PlateFinderApp
import SwiftUI

/// The app's window: the tabs over a ready session, or why the app cannot start.
public struct PlateFinderLaunchView: View {
    private let launch: AppBundleLaunch

    /// The window for `launch`, which the composition root decided.
    public init(launch: AppBundleLaunch) {
        self.launch = launch
    }

    /// The tabs, or the sentence that says what stops them.
    public var body: some View {
        switch launch {
        case .ready(let session):
            PlateFinderRootView(session: session)
        case .failed(let sentence):
            ContentUnavailableView {
                Label(sentence, systemImage: "exclamationmark.triangle")
            }
        }
    }
}
