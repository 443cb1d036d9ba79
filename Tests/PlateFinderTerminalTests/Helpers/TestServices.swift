import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport

/// The use cases wired by the composition root's own registrations, over test doubles and
/// a fixed clock, the way the app is wired over the portal and the SQLite store.
enum TestServices {
    /// Every search is recorded at this moment: 2027-01-15 08:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// Dates are shown in Ecuador's time zone (UTC−5, no daylight saving).
    static let timeZone = TimeZone(secondsFromGMT: -5 * 3600) ?? .gmt
    /// The file storage errors name.
    static let storePath = "/data/platefinder.sqlite"

    /// "Today" for tasks: `now` in `timeZone`, 2027-01-15.
    static let dayClock = DayClock(timeZone: timeZone, instants: InstantClock { now })

    /// The use cases over the ANT's `pages`, the SRI's `registrations` and the ANT's
    /// `fines`, `store`, `tasks` and the saved answers of `savedRegistrations` and
    /// `savedFines`, with reminders worded in `language`, built as the composition root
    /// builds them.
    static func useCases(
        pages: any VehiclePageLoader,
        registrations: any RegistrationLoader = RegistrationLoaderStub(),
        fines: any FinesLoader = FinesLoaderStub(), store: InMemoryCarStore,
        savedRegistrations: InMemoryRegistrationStore = InMemoryRegistrationStore(),
        savedFines: InMemoryFinesStore = InMemoryFinesStore(),
        tasks: InMemoryTaskRepository = InMemoryTaskRepository(), language: Language = .english
    ) -> PlateFinderUseCases {
        PlateFinderUseCases(
            pages: pages, fines: fines, registrations: registrations, vehicles: store,
            favorites: store, savedFines: savedFines, savedRegistrations: savedRegistrations,
            savedAnswers: EmptySavedAnswerStore(), tasks: tasks,
            reminderWording: ReminderWording(language: language), clock: dayClock)
    }

    /// A task due on `day` (nil: none), created a day before `now`.
    static func task(
        _ number: Int, _ title: String, due: CalendarDate? = nil, plate: String? = nil,
        note: String = "", done: Bool = false
    ) -> TaskItem {
        let tail = String(number, radix: 16)
        let id =
            UUID(
                uuidString: "6F9619FF-8B86-D011-B42D-"
                    + String(repeating: "0", count: 12 - tail.count) + tail)
            ?? UUID()
        let created = now.addingTimeInterval(-86_400)
        guard let title = try? TaskTitle(title), let note = try? TaskNote(note) else {
            preconditionFailure("invalid task \(title)")
        }
        return TaskItem(
            restoringID: id, title: title, note: note,
            dueDate: due.map(TaskDueDate.init(restoring:)),
            isDone: done, createdAt: created, updatedAt: created, plate: plate.map(Plate.init),
            reminder: nil)
    }

    /// A history item for `plate` that found the fixture's car (with `plate`'s number)
    /// `hoursAgo` hours before `now`.
    static func found(_ plate: String, hoursAgo: Double) -> SearchHistoryItem {
        .success(
            Plate(plate), car: CarFactory.make(plate: plate),
            at: now.addingTimeInterval(-hoursAgo * 3600))
    }

    /// A history item for `plate` whose only search failed for `reason`.
    static func failed(
        _ plate: String, _ reason: LookupFailureReason, hoursAgo: Double
    ) -> SearchHistoryItem {
        .failure(Plate(plate), reason: reason, at: now.addingTimeInterval(-hoursAgo * 3600))
    }
}
