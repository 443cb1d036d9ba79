import Foundation
import PlateFinderPresentation

/// What an app bundle's window shows: the view models, their wording, the store file
/// storage errors name and the zone dates are shown in.
@MainActor
public struct AppBundleSession {
    /// Everything the views bind to.
    public let viewModels: AppViewModels
    /// The wording of every view.
    public let messages: Messages
    /// The store file storage errors name.
    public let storePath: String
    /// The zone dates are shown in.
    public let timeZone: TimeZone

    /// A session of `viewModels` worded by `messages`, naming `storePath`, dated in
    /// `timeZone`.
    public init(
        viewModels: AppViewModels, messages: Messages, storePath: String, timeZone: TimeZone
    ) {
        self.viewModels = viewModels
        self.messages = messages
        self.storePath = storePath
        self.timeZone = timeZone
    }

    /// The sentence for an interruption the error handler holds, naming the store file.
    public func sentence(for interruption: Interruption) -> String {
        messages.sentence(for: interruption, storePath: storePath)
    }
}
