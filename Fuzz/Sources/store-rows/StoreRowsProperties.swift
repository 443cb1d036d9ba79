import Foundation
import FuzzSupport
import PlateFinderApp
import PlateFinderData
import PlateFinderDomain

/// A row of every table, each column of any value: every listing of a table gives each of
/// its rows read or named as unreadable, never a crash and never a failure of its own; a
/// read of one row agrees with the listing; what is read holds dates a calendar holds; and
/// every front end's wording of what was read (rows of a sane size), or of what was not,
/// is made without a trap and its notes are safe to print.
enum StoreRowsProperties {
    /// 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, in seconds since 1970.
    static let instants: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    // One file for the whole run: the fuzzer calls `check` from one thread, one input at a
    // time, and the folder goes when the process exits.
    nonisolated(unsafe) static let store: PlantedStore = {
        do {
            let store = try PlantedStore()
            atexit { StoreRowsProperties.store.remove() }
            return store
        } catch {
            fatalError("the store could not be made: \(error)")
        }
    }()

    static func check(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let planted = store.plant(&input)
        let database = store.database
        Blocking.run { await read(database, planted) }
    }

    private static func read(
        _ database: SQLitePlateFinderDatabase, _ planted: PlantedStore.Planted
    ) async {
        do {
            let cars = SQLiteCarStore(database: database)
            let history = try await cars.retrieve()
            let favorites = try await cars.retrieveFavorites()
            let tasks = try await SQLiteTaskRepository(database: database).fetchAll()
            let saved = try await SQLiteSavedAnswerStore(database: database).savedAnswers()
            requireWhole(history, .searchHistory, planted.rows["search_history"])
            requireWhole(favorites, .favorites, planted.rows["favorite"])
            requireWhole(tasks, .tasks, planted.rows["tasks"])
            for (kind, table) in [
                (SavedAnswerKind.vehicle, "saved_vehicle"), (.registration, "saved_registration"),
                (.fines, "saved_fines"),
            ] {
                requireWhole(
                    saved.filter { $0.kind == kind }, .savedAnswers(kind), planted.rows[table])
            }
            requireInstants(history.rows, tasks.rows, saved.rows)
            await SingleRowReads.requireAgreement(database, planted, saved, tasks)
            guard !planted.isLarge else { return }
            let unreadable =
                history.unreadable + favorites.unreadable + tasks.unreadable + saved.unreadable
            await FrontEndWording.require(
                database, history: history.rows, favorites: favorites.rows, tasks: tasks.rows,
                saved: saved.rows, unreadable: unreadable)
        } catch {
            Property.require(false, "a listing failed with \(error)")
        }
    }

    /// `listing` gave each of the table's `planted` rows, read or named in `table`.
    private static func requireWhole<Row>(
        _ listing: StoreListing<Row>, _ table: StoreTable, _ planted: Int?
    ) {
        let named = listing.unreadable.filter { $0.table == table }.count
        Property.require(
            listing.rows.count + named == planted ?? 0,
            "\(table): \(listing.rows.count) read and \(named) named of \(planted ?? 0) rows")
    }

    /// Every instant read lies in the years 1 to 9999.
    private static func requireInstants(
        _ history: [SearchHistoryItem], _ tasks: [TaskItem], _ saved: [SavedAnswerEntry]
    ) {
        let dates =
            history.flatMap { [$0.searchDate] + ($0.carFetchedAt.map { [$0] } ?? []) }
            + tasks.flatMap { [$0.createdAt, $0.updatedAt] } + saved.map(\.fetchedAt)
        for date in dates {
            Property.require(
                instants.contains(date.timeIntervalSince1970),
                "an instant read from the file: \(date.timeIntervalSince1970)")
        }
    }
}
