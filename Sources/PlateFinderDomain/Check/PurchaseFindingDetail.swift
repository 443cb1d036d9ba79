import Foundation

/// What a finding says beyond its kind, for its sentence.
public enum PurchaseFindingDetail: Hashable, Sendable {
    /// The source's own text, verbatim (a notice, or a status); front ends sanitise it.
    case sourceText(String)
    /// The registration late since `month` of `year`, with what the SRI says is owed.
    case lateSince(year: Int, month: Int, amount: Money?)
    /// A number of fines and, when the grid listed them, their total.
    case fines(count: Int, total: Money?)
    /// The day something expired.
    case expired(CalendarDate)
    /// The registration payment due on `deadline`, with what the SRI says is owed.
    case dueBy(CalendarDate, amount: Money?)
    /// The two services' descriptions of the vehicle.
    case identities(ant: VehicleIdentity, sri: VehicleIdentity)
}
