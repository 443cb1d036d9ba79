import Foundation
import PlateFinderDomain

/// What falls due, for the due list's tests.
public enum DueSamples {
    /// 2026-11-30T00:53:20Z.
    public static let now = VehicleReports.now

    /// The payment of PBX1234's 2026 registration, late since May, owing USD 874.16 by the
    /// SRI's answer fetched an hour before `now`.
    public static let event = RegistrationEvent(
        status: .late(sinceYear: 2026, month: 5), year: 2026, month: 5,
        firstDay: TaskFactory.day(2026, 5, 1), deadline: TaskFactory.day(2026, 5, 31),
        amountOwed: Money(cents: 87_416),
        basis: FactBasis(
            source: .sri, origin: .asked(at: VehicleReports.savedAt)))

    /// An item of PBX1234 due on 2026-05-31 for `reason`, from an answer fetched
    /// `secondsAgo` before `now`.
    public static func item(
        _ reason: DueReason, overdue: Bool = true, secondsAgo: TimeInterval = 3_600
    ) -> DueItem {
        DueItem(
            plate: Plate("PBX1234"), reason: reason, dueDate: TaskFactory.day(2026, 5, 31),
            isOverdue: overdue, fetchedAt: now - secondsAgo)
    }
}
