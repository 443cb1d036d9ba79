import Foundation
import PlateFinderDomain

/// The fleet use cases a front end calls: batches, the saved answers, and what falls due.
public struct FleetServices: Sendable {
    /// Looks a whole fleet up, politely, keeping every answer as a saved answer.
    public let batch: LookUpBatch
    /// Lists and prunes the saved answers.
    public let savedAnswers: ManageSavedAnswers
    /// Lists what falls due, from saved answers only.
    public let due: ListDueItems
    /// Today and now in the person's time zone.
    public let clock: DayClock

    /// Services assembled from parts; the composition root is the usual caller.
    public init(
        batch: LookUpBatch, savedAnswers: ManageSavedAnswers, due: ListDueItems, clock: DayClock
    ) {
        self.batch = batch
        self.savedAnswers = savedAnswers
        self.due = due
        self.clock = clock
    }

    /// `items` as an iCalendar calendar stamped now, worded by `messages`.
    public func calendar(for items: [DueItem], messages: Messages) -> String {
        DueCalendar.calendar(
            for: items, messages: messages, timeZone: clock.timeZone, now: clock.instants.now())
    }
}
