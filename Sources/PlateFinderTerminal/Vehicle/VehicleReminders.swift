import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The reminders key of a vehicle card (Ctrl-T): creates the vehicle's renewal reminders
/// from the report shown and says on the card's status line what came of it.
@MainActor
struct VehicleReminders {
    /// The key that creates the reminders; a control key, so it never types into a field.
    static let key = Key.control("t")
    /// The key as the hints show it.
    static let hint = KeyHint("^T", .reminders)

    /// Creates the reminders and keeps their outcome.
    let viewModel: RenewalRemindersViewModel
    /// Runs the request.
    let work: BackgroundWork

    /// Whether `vehicle` shows a finished report a source answered about, which reminders
    /// can be made from.
    static func canCreate(from vehicle: VehicleReportViewModel) -> Bool {
        !vehicle.isLoading && vehicle.report?.hasAnswer == true
    }

    /// Creates the reminders of the vehicle `vehicle` shows; false when it shows none yet.
    func create(from vehicle: VehicleReportViewModel) -> Bool {
        guard Self.canCreate(from: vehicle), let report = vehicle.report else { return false }
        work.run { [viewModel] in await viewModel.create(for: report) }
        return true
    }

    /// Forgets the outcome shown, for another vehicle.
    func reset() {
        viewModel.reset()
    }

    /// Draws on the first row of `rect` what the latest request for `plate` came to, if any;
    /// an interruption is left to the error banner.
    func drawStatus(
        for plate: Plate?, in rect: Rect, into buffer: inout ScreenBuffer, context: ScreenContext
    ) {
        guard let plate, viewModel.plate?.plate == plate, rect.height > 0 else { return }
        let messages = context.messages
        let line: (text: String, style: CellStyle)
        switch viewModel.state {
        // Interruptions are the banner's; creating reminders for a complete plate fails with
        // no plate failure.
        case .idle, .failed(.interruption), .failed(.plate): return
        case .loading: line = (messages.creatingReminders, context.theme.secondary)
        case .loaded(let reminders):
            line = (messages.remindersOutcome(reminders, plate: plate), context.theme.accent)
        case .failed(.task(let failure)):
            line = (messages.sentence(for: failure), context.theme.error)
        }
        buffer.fill(rect.rows(from: 0, count: 1))
        buffer.write(line.text, x: rect.x, y: rect.y, style: line.style, limit: rect.maxX)
    }
}
