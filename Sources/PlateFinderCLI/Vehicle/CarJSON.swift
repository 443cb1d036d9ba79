import Foundation
import PlateFinderDomain

/// The JSON object `platefinder find --json` prints for a vehicle.
///
/// Keys are fixed and never localized; every key is present. Dates are ISO `YYYY-MM-DD`
/// when the portal's text is a valid `dd-MM-yyyy`, null when the cell is empty and the
/// portal's text otherwise; years are numbers when numeric, null otherwise.
public enum CarJSON {
    /// Every key the object has.
    public static let keys: Set<String> = [
        "plate", "manufacturer", "colorName", "registrationYear", "model", "segment",
        "registrationDate", "year", "service", "expirationDate", "tint", "tintExpirationDate",
        "format", "province", "registrationMonth", "fines",
    ]

    /// The object for `car`, every portal text already made terminal-safe.
    public static func object(for car: Car) -> JSONValue {
        let car = car.terminalSafe
        let plate = Plate(car.plate)
        return .object([
            "plate": .string(car.plate),
            "manufacturer": .string(car.manufacturer),
            "colorName": .string(car.colorName),
            "registrationYear": .int(orNull: number(car.registrationYear)),
            "model": .string(car.model),
            "segment": .string(car.segment),
            "registrationDate": date(car.registrationDate, car.registrationCalendarDate),
            "year": .int(orNull: number(car.year)),
            "service": .string(car.service),
            "expirationDate": date(car.expirationDate, car.expirationCalendarDate),
            "tint": .string(car.tint),
            "tintExpirationDate": date(car.tintExpirationDate, car.tintExpirationCalendarDate),
            "format": .string(PlateValidator.validate(plate).rawValue),
            "province": .string(orNull: Province(plate: plate)?.name),
            "registrationMonth": .int(orNull: RegistrationCalendar.registrationMonth(for: plate)),
            "fines": car.fines.map(fines) ?? .null,
        ])
    }

    private static func date(_ text: String, _ day: CalendarDate?) -> JSONValue {
        if let day { return .string(day.isoString) }
        return text.isEmpty ? .null : .string(text)
    }

    /// A year-like number: ASCII digits only, short enough to never overflow.
    static func number(_ text: String) -> Int? {
        guard (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(text)
    }

    private static func fines(_ fines: FinesSummary) -> JSONValue {
        .object([
            "pending": .int(fines.pending),
            "disputed": .int(fines.disputed),
            "voided": .int(fines.voided),
            "paid": .int(fines.paid),
            "inAgreement": .int(fines.inAgreement),
        ])
    }
}
