import Foundation
import PlateFinderDomain

/// Turns the ANT portal's vehicle page into a `Car`.
public enum ANTCarHTMLMapper {
    /// The vehicle described by `html`; `noDataFound` when the page has no vehicle.
    public static func map(_ html: String) throws(CarInfoError) -> Car {
        throw .parsingError("not implemented yet")
    }
}
