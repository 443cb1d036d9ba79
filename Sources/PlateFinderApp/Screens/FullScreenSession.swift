import Foundation
import PlateFinderPresentation

/// What one run of the full-screen app shows, and how.
@MainActor
public struct FullScreenSession {
    /// Everything the screens bind to.
    public let viewModels: AppViewModels
    /// The wording of every screen.
    public let messages: Messages
    /// The store file storage errors name.
    public let storePath: String
    /// The zone dates are shown in.
    public let timeZone: TimeZone
    /// The process environment, which says whether colours may be used (`NO_COLOR`, `TERM`).
    public let environment: [String: String]
    /// The screen shown first; the search when nil.
    public let link: DeepLink?

    /// A session of `viewModels` worded by `messages`, naming `storePath` in storage errors,
    /// showing dates in `timeZone`, coloured as `environment` allows, opened at `link`.
    public init(
        viewModels: AppViewModels, messages: Messages, storePath: String, timeZone: TimeZone,
        environment: [String: String], link: DeepLink?
    ) {
        self.viewModels = viewModels
        self.messages = messages
        self.storePath = storePath
        self.timeZone = timeZone
        self.environment = environment
        self.link = link
    }
}
