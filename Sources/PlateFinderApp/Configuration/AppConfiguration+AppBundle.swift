import Foundation

extension AppConfiguration {
    /// The configuration of an app bundle (iOS, macOS): the public portals, the store under
    /// `supportDirectory` (the app's Application Support folder, which must be absolute),
    /// and the first of `preferredLanguages` PlateFinder speaks.
    public static func appBundle(
        supportDirectory: String, preferredLanguages: [String]
    ) throws(ConfigurationError) -> AppConfiguration {
        // An app reads no environment; the support folder stands where XDG_DATA_HOME would.
        try resolve(
            language: Language(preferredLanguages: preferredLanguages),
            environment: ["XDG_DATA_HOME": supportDirectory])
    }
}
