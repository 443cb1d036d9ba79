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

    /// The use cases over `parts`.
    public init(parts: PlateFinderParts) {
        let lookUp = LookUpVehicle(
            pages: parts.pages, fines: parts.fines, registrations: parts.registrations,
            vehicles: parts.vehicles, savedFines: parts.savedFines,
            savedRegistrations: parts.savedRegistrations, clock: parts.clock)
        self.lookUp = lookUp
        history = ManageHistory(history: parts.vehicles)
        favorites = ManageFavorites(store: parts.favorites)
        tasks = TaskServices(
            tasks: ManageTasks(repository: parts.tasks, clock: parts.clock),
            reminders: CreateRenewalReminders(
                repository: parts.tasks, clock: parts.clock, wording: parts.reminderWording),
            clock: parts.clock,
            calendar: { tasks, now in
                ICSTaskExporter.calendar(
                    for: tasks, now: now, productVersion: PlateFinderVersion.current)
            })
        fleet = FleetServices(
            batch: LookUpBatch(lookUp: lookUp),
            savedAnswers: ManageSavedAnswers(
                store: parts.savedAnswers, clock: parts.clock.instants),
            due: ListDueItems(favorites: parts.favorites, lookUp: lookUp, clock: parts.clock),
            clock: parts.clock)
        clock = parts.clock
    }
}
