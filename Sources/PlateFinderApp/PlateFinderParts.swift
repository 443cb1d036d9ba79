import Foundation
import PlateFinderDomain

/// What the use cases are built over: the sources asked, the stores kept, the wording of
/// reminders and the clock. The composition root gives the concrete ones; a test gives
/// doubles through the same initializer.
public struct PlateFinderParts: Sendable {
    /// The ANT's vehicle page.
    public let pages: any VehiclePageLoader
    /// The ANT's fines grid.
    public let fines: any FinesLoader
    /// The SRI's registration dues.
    public let registrations: any RegistrationLoader
    /// The search history.
    public let vehicles: any CarStore
    /// The favourite plates.
    public let favorites: any FavoritesStore
    /// The fines last received per plate.
    public let savedFines: any FinesStore
    /// The registration dues last received per plate.
    public let savedRegistrations: any RegistrationStore
    /// The answers a batch keeps to reuse.
    public let savedAnswers: any SavedAnswerStore
    /// The to-dos.
    public let tasks: any TaskRepository
    /// The wording of the reminders the app creates.
    public let reminderWording: any RenewalReminderWording
    /// The instants and the person's day.
    public let clock: DayClock

    /// Parts from the given sources, stores, wording and clock.
    public init(
        pages: any VehiclePageLoader, fines: any FinesLoader,
        registrations: any RegistrationLoader, vehicles: any CarStore,
        favorites: any FavoritesStore, savedFines: any FinesStore,
        savedRegistrations: any RegistrationStore, savedAnswers: any SavedAnswerStore,
        tasks: any TaskRepository, reminderWording: any RenewalReminderWording, clock: DayClock
    ) {
        self.pages = pages
        self.fines = fines
        self.registrations = registrations
        self.vehicles = vehicles
        self.favorites = favorites
        self.savedFines = savedFines
        self.savedRegistrations = savedRegistrations
        self.savedAnswers = savedAnswers
        self.tasks = tasks
        self.reminderWording = reminderWording
        self.clock = clock
    }
}
