import Foundation

/// What the ANT's vehicle page says, read once: the vehicle, and where the page's fines
/// grid is, so the fines are read from the page just fetched without fetching or parsing
/// it again.
public struct VehiclePage: Equatable, Sendable {
    /// The vehicle.
    public let car: Car
    /// The fines grid the page's script declares; nil when it declares none.
    public let finesGrid: FinesGridDeclaration?

    /// A page showing `car`, declaring `finesGrid`.
    public init(car: Car, finesGrid: FinesGridDeclaration?) {
        self.car = car
        self.finesGrid = finesGrid
    }
}
