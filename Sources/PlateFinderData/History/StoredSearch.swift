import Foundation
import PlateFinderDomain

/// A search as one row of `search_history` stores it, without its position, and with the
/// plate's saved vehicle joined from `saved_vehicle` when it has one.
///
/// Dates are seconds since 1970: one made from such seconds comes back exactly, while a
/// `Date()` (counted from 2001) may come back up to a tenth of a microsecond off.
struct StoredSearch: Equatable {
    private let plateNumber: String
    private let searchDate: Double
    private let failure: StoredFailure?

    /// The columns for `item`'s search (its vehicle is saved apart).
    init(_ item: SearchHistoryItem) {
        plateNumber = item.plate.value
        searchDate = item.searchDate.timeIntervalSince1970
        failure = item.lastFailure.map(StoredFailure.init)
    }

    /// The columns every query of searches selects, in this order; `parameters` follows it.
    static let columns = """
        plate_number, search_date, failure_kind, failure_status_code, failure_detail
        """

    /// A query's columns: the search's, then the saved vehicle's (`StoredSavedVehicle`).
    static let joinedColumns = """
        h.plate_number, h.search_date, h.failure_kind, h.failure_status_code, h.failure_detail,
        \(StoredSavedVehicle.qualifiedColumns)
        """

    /// The values of `columns`, in order.
    var parameters: [SQLiteValue] {
        [.text(plateNumber), .real(searchDate)] + (failure?.parameters ?? [.null, .null, .null])
    }

    /// The item in a row of `joinedColumns`.
    static func item(in row: SQLiteRow) throws(SQLiteError) -> SearchHistoryItem {
        guard let plateNumber = row.text(at: 0), let searchDate = row.double(at: 1) else {
            throw .corrupt(message: "a history row has no plate or no search date")
        }
        let plate = Plate(plateNumber)
        let saved = try StoredSavedVehicle(row: row, at: 5)?.vehicle(for: plate)
        return SearchHistoryItem(
            plate: plate, searchDate: Date(timeIntervalSince1970: searchDate), car: saved?.car,
            carFetchedAt: saved?.fetchedAt,
            lastFailure: try StoredFailure(row: row, at: 2)?.reason())
    }
}
