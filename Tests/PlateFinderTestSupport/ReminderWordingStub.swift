import Foundation
import PlateFinderDomain

/// Short English words for reminders that show which reminder, plate and day each title
/// and note is about; the real wording lives in the app layer.
public struct ReminderWordingStub: RenewalReminderWording {
    private let titlePrefix: String?

    /// Titles `Registration PBX1234`, `Tint PBX1234`, `Fines PBX1234`, `Dues PBX1234`, or
    /// `titlePrefix` and the plate when given.
    public init(titlePrefix: String? = nil) {
        self.titlePrefix = titlePrefix
    }

    /// `Registration PBX1234`, `Tint PBX1234`, `Fines PBX1234`, `Dues PBX1234`.
    public func title(for kind: RenewalReminderKind, plate: Plate) -> String {
        "\(titlePrefix ?? Self.word(kind).capitalized) \(plate)"
    }

    /// `registration for PBX1234 due 2027-05-01`; a registration note adds the deadline,
    /// `by 2027-05-31`, and what the SRI says is owed, `owing 874.16`, when known; a fines
    /// note adds their count and total, `2 fines 75.20`.
    public func note(
        for kind: RenewalReminderKind, plate: Plate, facts: VehicleFacts, dueDate: CalendarDate
    ) -> String {
        var note = "\(Self.word(kind)) for \(plate) due \(dueDate)"
        if kind == .registration, let event = facts.registration {
            note += " by \(event.deadline)"
            if let owed = event.amountOwed { note += " owing \(owed)" }
        }
        if kind == .fines, let count = facts.pendingFines.count,
            let total = facts.pendingFines.total
        {
            note += " \(count) fines \(total)"
        }
        return note
    }

    private static func word(_ kind: RenewalReminderKind) -> String {
        switch kind {
        case .registration: "registration"
        case .tintPermit: "tint"
        case .fines: "fines"
        case .dues: "dues"
        }
    }
}
