import Foundation
import PlateFinderData
import PlateFinderDomain

/// Every use case a front end calls, built once over one set of parts: what the
/// composition root hands each front end.
public struct PlateFinderUseCases: Sendable {
    /// Looks plates up in every source, the one lookup every front end runs.
    public let lookUp: LookUpVehicle
    /// Lists, removes and clears history items.
    public let history: ManageHistory
    /// Lists and changes favourite plates.
    public let favorites: ManageFavorites
    /// The to-dos, the renewal reminders and their calendar.
    public let tasks: TaskServices
    /// Batches, saved answers and what falls due.
    public let fleet: FleetServices
    /// The instants and the person's day every use case reads.
    public let clock: DayClock

    /// The use cases over the ANT's `pages` and `fines` grid, the SRI's `registrations`,
    /// the stores kept (the history in `vehicles`, the saved answers, the to-dos), the
    /// wording of reminders and `clock`: concrete ones from the composition root, doubles
    /// from a test.
    public init(
        pages: any VehiclePageLoader, fines: any FinesLoader,
        registrations: any RegistrationLoader, vehicles: any CarStore,
        favorites: any FavoritesStore, savedFines: any FinesStore,
        savedRegistrations: any RegistrationStore, savedAnswers: any SavedAnswerStore,
        tasks: any TaskRepository, reminderWording: any RenewalReminderWording, clock: DayClock
    ) {
        let lookUp = LookUpVehicle(
            pages: pages, fines: fines, registrations: registrations, vehicles: vehicles,
            savedFines: savedFines, savedRegistrations: savedRegistrations, clock: clock)
        self.lookUp = lookUp
        history = ManageHistory(history: vehicles)
        self.favorites = ManageFavorites(store: favorites)
        self.tasks = TaskServices(
            tasks: ManageTasks(repository: tasks, clock: clock),
            reminders: CreateRenewalReminders(
                repository: tasks, clock: clock, wording: reminderWording),
            clock: clock,
            calendar: { tasks, now in
                ICSTaskExporter.calendar(
                    for: tasks, now: now, productVersion: PlateFinderVersion.current)
            })
        fleet = FleetServices(
            batch: LookUpBatch(lookUp: lookUp),
            savedAnswers: ManageSavedAnswers(store: savedAnswers, clock: clock.instants),
            due: ListDueItems(favorites: favorites, lookUp: lookUp, clock: clock),
            clock: clock)
        self.clock = clock
    }
}
