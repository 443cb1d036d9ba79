import Foundation
import Observation
import PlateFinderDomain

/// The vehicle card's reminders action: creates a vehicle's renewal reminders
/// (registration, tint permit) once, from the report shown, and tells how many were
/// created and how many it already had.
///
/// The reminders' words come from the use case, which the composition root builds with
/// the person's language.
@MainActor
@Observable
public final class RenewalRemindersViewModel {
    /// The plate of the latest request, which `state` describes; nil before one.
    public private(set) var plate: LookupPlate?
    /// The outcome of the latest request.
    public private(set) var state: Loadable<RenewalReminders> = .idle

    @ObservationIgnored private let createReminders: CreateRenewalReminders
    @ObservationIgnored private let errorHandler: ErrorHandler
    @ObservationIgnored private var isRunning = false

    /// A reminders action over the reminders use case.
    public init(createReminders: CreateRenewalReminders, errorHandler: ErrorHandler) {
        self.createReminders = createReminders
        self.errorHandler = errorHandler
    }

    /// Creates the renewal reminders that `report`'s vehicle does not have yet. Ignored
    /// while a request is in flight: two at once could both miss the other's reminders and
    /// create them twice. A storage failure is an interruption whose retry asks again.
    public func create(for report: VehicleReport) async {
        guard !isRunning else { return }
        isRunning = true
        let plate = report.plate
        self.plate = plate
        state = .loading
        let outcome: Result<RenewalReminders, TaskError>
        do {
            let reminders = try await createReminders(for: report)
            outcome = .success(
                RenewalReminders(created: reminders.created, existing: reminders.existing))
        } catch {
            outcome = .failure(error)
        }
        isRunning = false
        guard self.plate == plate else { return }
        switch outcome {
        case .success(let reminders):
            state = .loaded(reminders)
        case .failure(let error):
            state = .failed(
                errorHandler.report(AppError(error)) { [weak self] in
                    await self?.create(for: report)
                })
        }
    }

    /// Forgets the latest outcome (the card now shows another vehicle); a request in flight
    /// still finishes but is not shown.
    public func reset() {
        plate = nil
        state = .idle
    }
}
