import Foundation

/// A check a person must make on an official site: PlateFinder never asks these sites
/// (they sit behind captchas) and never looks the owner or anyone's personal data up.
public enum OfficialCheck: String, CaseIterable, Hashable, Sendable {
    /// A stolen-vehicle or crime report, at the Fiscalía General del Estado.
    case stolenVehicle
    /// Municipal traffic fines in Quito, at the AMT.
    case finesQuito
    /// Municipal traffic fines in Guayaquil, at the ATM.
    case finesGuayaquil
    /// The technical inspection, at the municipality where the vehicle is registered.
    case inspection
}
