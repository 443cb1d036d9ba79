import Foundation

/// How an app bundle starts: its session, or the one sentence that says why it cannot.
@MainActor
public enum AppBundleLaunch {
    /// Ready to show.
    case ready(AppBundleSession)
    /// The configuration or the store cannot be used; the sentence says why.
    case failed(String)
}
