import Foundation
import PlateFinderDomain

/// A history item as one row of `search_history` stores it, without its position.
///
/// Dates are seconds since 1970: one made from such seconds comes back exactly, while a
/// `Date()` (counted from 2001) may come back up to a tenth of a microsecond off.
struct StoredSearchHistoryItem: Equatable {
    private let plateNumber: String
    private let searchDate: Double
    private let carFetchedAt: Double?
    private let failure: StoredFailure?
    private let car: StoredCar?

    /// The columns for `item`.
    init(_ item: SearchHistoryItem) {
        plateNumber = item.plateNumber
        searchDate = item.searchDate.timeIntervalSince1970
        carFetchedAt = item.carFetchedAt?.timeIntervalSince1970
        failure = item.lastFailure.map(StoredFailure.init)
        car = item.car.map(StoredCar.init)
    }

    /// The item in a row of `selectedColumns`.
    init(row: SQLiteRow) throws(SQLiteError) {
        guard let plateNumber = row.text(at: 0), let searchDate = row.double(at: 1) else {
            throw .corrupt(message: "a history row has no plate or no search date")
        }
        self.plateNumber = plateNumber
        self.searchDate = searchDate
        carFetchedAt = row.double(at: 2)
        failure = StoredFailure(row: row, at: 3)
        car = try StoredCar(row: row, at: 6)
    }

    /// The columns every query of items selects, in this order; `parameters` follows it.
    static let selectedColumns = """
        plate_number, search_date, car_fetched_at,
        failure_kind, failure_status_code, failure_detail,
        car_plate, car_manufacturer, car_color_name, car_registration_year, car_model,
        car_segment, car_registration_date, car_year, car_service, car_expiration_date,
        car_tint, car_tint_expiration_date,
        fines_pending, fines_disputed, fines_voided, fines_paid, fines_in_agreement
        """

    /// The values of `selectedColumns`, in order.
    var parameters: [SQLiteValue] {
        [.text(plateNumber), .real(searchDate), carFetchedAt.map(SQLiteValue.real) ?? .null]
            + (failure?.parameters ?? [.null, .null, .null])
            + (car?.parameters ?? Array(repeating: .null, count: StoredCar.columnCount))
    }

    /// The item these columns stand for.
    func item() throws(SQLiteError) -> SearchHistoryItem {
        guard (car == nil) == (carFetchedAt == nil) else {
            throw .corrupt(message: "a history row has a vehicle without its date or the reverse")
        }
        return SearchHistoryItem(
            plateNumber: plateNumber, searchDate: Date(timeIntervalSince1970: searchDate),
            car: try car?.car(), carFetchedAt: carFetchedAt.map(Date.init(timeIntervalSince1970:)),
            lastFailure: try failure?.error())
    }
}
