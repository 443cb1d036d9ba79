import Foundation

/// The SRI's answer about a vehicle: its record and what it owes to register.
public struct SRIRegistration: Hashable, Sendable {
    /// The vehicle as the SRI records it.
    public let record: SRIVehicleRecord
    /// What it owes.
    public let dues: RegistrationDues

    /// An answer.
    public init(record: SRIVehicleRecord, dues: RegistrationDues) {
        self.record = record
        self.dues = dues
    }
}
