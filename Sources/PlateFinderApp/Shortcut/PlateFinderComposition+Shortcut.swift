import Foundation
import PlateFinderDomain
import PlateFinderPresentation

extension PlateFinderComposition {
    /// The longest plate text a Shortcut looks at; plates are short, anything longer is junk.
    public static let maximumShortcutPlateLength = 32

    /// What a Shortcut answers about `plateText` in an app bundle: over the store under
    /// `supportDirectory`, in the first of `preferredLanguages` PlateFinder speaks.
    public static func shortcutAnswer(
        plateText: String, supportDirectory: String, preferredLanguages: [String],
        clock: DayClock = DayClock(timeZone: .current)
    ) async -> PlateShortcutAnswer {
        let messages = Messages(language: Language(preferredLanguages: preferredLanguages))
        guard lookupPlate(plateText) != nil else { return refusal(plateText, messages) }
        let configuration: AppConfiguration
        do {
            configuration = try .appBundle(
                supportDirectory: supportDirectory, preferredLanguages: preferredLanguages)
        } catch {
            return .failed(messages.sentence(for: error))
        }
        return await shortcutAnswer(
            plateText: plateText, configuration: configuration, clock: clock)
    }

    /// What a Shortcut answers about `plateText`, over the use cases `configuration` names
    /// (its store and endpoints, in its language); an unusable store is said as the app says
    /// it.
    public static func shortcutAnswer(
        plateText: String, configuration: AppConfiguration,
        clock: DayClock = DayClock(timeZone: .current)
    ) async -> PlateShortcutAnswer {
        let messages = Messages(language: configuration.language)
        // A plate that cannot be looked up never opens the store.
        guard lookupPlate(plateText) != nil else { return refusal(plateText, messages) }
        let useCases: PlateFinderUseCases
        do {
            useCases = try makeUseCases(configuration: configuration, clock: clock)
        } catch {
            return .failed(messages.sentence(for: error, path: configuration.storePath))
        }
        return await shortcutAnswer(
            plateText: plateText, language: configuration.language, lookUp: useCases.lookUp,
            storePath: configuration.storePath)
    }

    /// What a Shortcut answers about `plateText`, looked up by `lookUp` as the search tab
    /// does, in `language`; a store failure names `storePath`.
    public static func shortcutAnswer(
        plateText: String, language: Language, lookUp: LookUpVehicle, storePath: String
    ) async -> PlateShortcutAnswer {
        let messages = Messages(language: language)
        guard let plate = lookupPlate(plateText) else { return refusal(plateText, messages) }
        let report = await lookUp(plate, LookupOptions(freshness: .find))
        if let store = report.unusableStore {
            return .failed(messages.sentence(for: store, path: storePath))
        }
        if let failure = report.failureWhenUnanswered {
            return .failed(messages.sentence(for: failure, plate: plate.plate))
        }
        return .report(PlateShortcutDialog(report: report, messages: messages))
    }

    /// The plate `text` submits, as the search tab reads it; nil when it is not complete or
    /// too long to be a plate.
    private static func lookupPlate(_ text: String) -> LookupPlate? {
        guard text.count <= maximumShortcutPlateLength else { return nil }
        return PlateSubmission(text).lookupPlate
    }

    /// The validator's sentence for `text`, which is not a plate to look up; a text too long
    /// is shown cut and called invalid.
    private static func refusal(_ text: String, _ messages: Messages) -> PlateShortcutAnswer {
        let bounded = String(text.prefix(maximumShortcutPlateLength))
        let submission = PlateSubmission(bounded)
        let format = bounded.count == text.count ? submission.format : .invalid
        return .invalidPlate(
            messages.sentence(for: PlateFailure.invalidPlate(format), plate: submission.plate))
    }
}
