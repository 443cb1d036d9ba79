import Foundation
import PlateFinderDomain

/// A saved vehicle as a row of `saved_vehicle` stores it: when it was fetched, then the
/// vehicle's `car_` and `fines_` columns.
struct StoredSavedVehicle: Equatable {
    private let fetchedAt: Date
    private let car: StoredCar

    /// How many columns a saved vehicle takes.
    static let columnCount = 1 + StoredCar.columnCount

    /// The columns for `saved`.
    init(_ saved: SavedVehicle) {
        fetchedAt = saved.fetchedAt
        car = StoredCar(saved.car)
    }

    /// The saved vehicle in the row's `columnCount` columns from `offset`; nil when the row
    /// holds none (a search without a saved vehicle, joined).
    init?(row: SQLiteRow, at offset: Int) throws(SQLiteError) {
        let car = try StoredCar(row: row, at: offset + 1)
        switch (row.value(at: offset), car) {
        case (.null, nil): return nil
        case (_, let car?):
            guard let fetchedAt = StoredInstant.date(in: row, at: offset) else {
                throw .corrupt(message: "a saved vehicle has no date a calendar can hold")
            }
            self.fetchedAt = fetchedAt
            self.car = car
        default:
            throw .corrupt(message: "a saved vehicle has no vehicle or no date")
        }
    }

    /// The columns of `saved_vehicle` after its plate, in table order.
    static let columns = """
        fetched_at, car_plate, car_manufacturer, car_color_name, car_registration_year,
        car_model, car_segment, car_registration_date, car_year, car_service,
        car_expiration_date, car_tint, car_tint_expiration_date,
        fines_pending, fines_disputed, fines_voided, fines_paid, fines_in_agreement
        """

    /// `columns` of the table aliased `v`.
    static let qualifiedColumns = columns.split(separator: ",")
        .map { "v." + $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .joined(separator: ", ")

    /// The values of `columns`, in order.
    var parameters: [SQLiteValue] {
        [.real(fetchedAt.timeIntervalSince1970)] + car.parameters
    }

    /// The saved vehicle of `plate` these columns stand for.
    func vehicle(for plate: Plate) throws(SQLiteError) -> SavedVehicle {
        SavedVehicle(
            plate: plate, car: try car.car(), fetchedAt: fetchedAt)
    }
}
