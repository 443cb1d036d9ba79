import Foundation
import PlateFinderApp
import PlateFinderDomain
import Testing

@testable import PlateFinderCLI

/// What `tasks remind` says when its reminders come from the saved vehicle: only the age of
/// a young copy, and the command that asks again once the copy is an hour old.
struct RemindersFromSavedCopyTests {
    private static let savedAt = Date(timeIntervalSince1970: 1_784_109_600)  // 2026-07-15 10:00 UTC

    @Test(
        arguments: [
            (
                Language.english, 30,
                "The reminders use the vehicle saved just now (2026-07-15 10:00)."
            ),
            (
                .spanish, 1_200,
                "Los recordatorios usan el vehículo guardado hace 20 minutos (2026-07-15 10:00)."
            ),
            (
                .english, 3_600,
                "The reminders use the vehicle saved on 2026-07-15 10:00; run 'platefinder find "
                    + "PCQ5129' first to use the portal's latest."
            ),
            (
                .spanish, 90_000,
                "Los recordatorios usan el vehículo guardado el 2026-07-15 10:00; ejecute "
                    + "'platefinder find PCQ5129' antes para usar lo último del portal."
            ),
        ] as [(Language, Int, String)])
    func note_givesTheAge_andAsksAgainOnlyOnceTheCopyIsAnHourOld(
        language: Language, ageInSeconds: Int, sentence: String
    ) {
        let text = Messages(language: language).remindersFromSavedCopy(
            plate: Plate("PCQ5129"), fetchedAt: Self.savedAt,
            now: Self.savedAt.addingTimeInterval(TimeInterval(ageInSeconds)),
            timeZone: TimeZone(identifier: "UTC") ?? .gmt)

        #expect(text == sentence)
    }
}
