import Foundation
import PlateFinderDomain

/// The rows that describe a vehicle, as `platefinder find` prints them and the app's
/// vehicle card shows them.
public struct CarCard: Equatable, Sendable {
    /// The labelled rows, every portal text already made terminal-safe.
    public let rows: [CardRow]

    /// The rows for `car`, worded by `messages`.
    public init(car: Car, messages: Messages) {
        let car = car.terminalSafe
        // Format, province and month follow the plate the portal printed, so every row
        // describes the same vehicle even if the portal answered for another spelling.
        let plate = Plate(car.plate)
        let month = RegistrationCalendar.registrationMonth(for: plate)
        // The portal's dates are shown as `YYYY-MM-DD`, like every other date PlateFinder
        // prints; one that names no real day is shown as written, and marked.
        let values: [(CardLabel, String)] = [
            (.plate, car.plate),
            (.format, messages.formatName(PlateValidator.validate(plate))),
            (.province, Province(plate: plate)?.name ?? ""),
            (.manufacturer, car.manufacturer),
            (.model, car.model),
            (.color, car.colorName),
            (.segment, car.segment),
            (.service, car.service),
            (.year, car.year),
            (.registrationYear, car.registrationYear),
            (.registrationDate, messages.portalDate(PortalDate(car.registrationDate))),
            (.expirationDate, messages.portalDate(PortalDate(car.expirationDate))),
            (.registrationMonth, month.flatMap(messages.monthName) ?? ""),
            (.tint, car.tint),
            (.tintExpirationDate, messages.portalDate(PortalDate(car.tintExpirationDate))),
        ]
        let fines = CardRow(label: messages.label(.fines), phrases: messages.finePhrases(car.fines))
        rows = values.map { CardRow(label: messages.label($0.0), value: $0.1) } + [fines]
    }
}
