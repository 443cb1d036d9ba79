import Foundation
import PlateFinderDomain

/// A search as one row of `search_history` stores it, without its position, and with the
/// plate's saved vehicle joined from `saved_vehicle` when it has one.
///
/// Dates are seconds since 1970: one made from such seconds comes back exactly, while a
/// `Date()` (counted from 2001) may come back up to a tenth of a microsecond off.
struct StoredSearch: Equatable {
    /// A row of `joinedColumns` read: the search, showing its saved vehicle, and that
    /// vehicle's row when it could not be read (the search then shows none).
    struct Reading: Sendable {
        /// The search.
        let item: SearchHistoryItem
        /// The plate's saved vehicle, when it holds what no PlateFinder writes.
        let unreadableVehicle: UnreadableRow?
    }

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

    /// A query's columns: the search's, then the saved vehicle's (`StoredSavedVehicle`)
    /// and its `rowid`, then the search's `rowid` and plate, which name a row that cannot
    /// be read.
    static let joinedColumns = """
        h.plate_number, h.search_date, h.failure_kind, h.failure_status_code, h.failure_detail,
        \(StoredSavedVehicle.qualifiedColumns), v.rowid, h.rowid, h.plate_number
        """

    /// The values of `columns`, in order.
    var parameters: [SQLiteValue] {
        [.text(plateNumber), .real(searchDate)] + (failure?.parameters ?? [.null, .null, .null])
    }

    /// The search in a row of `joinedColumns`; throws for a search no PlateFinder records.
    /// A saved vehicle that cannot be read leaves the search without one, and is named.
    static func reading(in row: SQLiteRow) throws(SQLiteError) -> Reading {
        guard let plate = StoredPlate.plate(in: row, at: 0),
            let searchDate = StoredInstant.date(in: row, at: 1)
        else {
            throw .corrupt(message: "a history row has no plate or no search date")
        }
        let lastFailure = try StoredFailure(row: row, at: 2)?.reason()
        let vehicleOffset = 5
        let saved: SavedVehicle?
        var unreadableVehicle: UnreadableRow?
        do {
            saved = try StoredSavedVehicle(row: row, at: vehicleOffset)?.vehicle(for: plate)
        } catch {
            saved = nil
            unreadableVehicle = UnreadableRow(
                .savedAnswers(.vehicle), in: row,
                rowNumberAt: vehicleOffset + StoredSavedVehicle.columnCount, keyAt: 0)
        }
        let item = SearchHistoryItem(
            plate: plate, searchDate: searchDate, car: saved?.car, carFetchedAt: saved?.fetchedAt,
            lastFailure: lastFailure)
        return Reading(item: item, unreadableVehicle: unreadableVehicle)
    }
}
