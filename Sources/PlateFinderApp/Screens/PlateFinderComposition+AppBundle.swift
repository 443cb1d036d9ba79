import Foundation
import PlateFinderDomain

extension PlateFinderComposition {
    /// The app bundle's session over the store under `supportDirectory`, worded in the first
    /// of `preferredLanguages` PlateFinder speaks, "today" read from `clock`; what stops it,
    /// said in that language.
    @MainActor
    public static func launchAppBundle(
        supportDirectory: String, preferredLanguages: [String],
        clock: DayClock = DayClock(timeZone: .current)
    ) -> AppBundleLaunch {
        let messages = Messages(language: Language(preferredLanguages: preferredLanguages))
        let configuration: AppConfiguration
        do {
            configuration = try .appBundle(
                supportDirectory: supportDirectory, preferredLanguages: preferredLanguages)
        } catch {
            return .failed(messages.sentence(for: error))
        }
        do {
            let useCases = try makeUseCases(configuration: configuration, clock: clock)
            return .ready(
                AppBundleSession(
                    viewModels: makeViewModels(useCases), messages: messages,
                    storePath: configuration.storePath, timeZone: clock.timeZone))
        } catch {
            return .failed(messages.sentence(for: error, path: configuration.storePath))
        }
    }
}
