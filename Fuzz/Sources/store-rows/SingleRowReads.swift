import Foundation
import FuzzSupport
import PlateFinderData
import PlateFinderDomain

/// A read of one row agrees with the listing of its table: a row the listing read is
/// read, one it named is refused as that unreadable row, and nothing else is thrown.
enum SingleRowReads {
    static func requireAgreement(
        _ database: SQLitePlateFinderDatabase, _ planted: PlantedStore.Planted,
        _ saved: StoreListing<SavedAnswerEntry>, _ tasks: StoreListing<TaskItem>
    ) async {
        let vehicles = SQLiteCarStore(database: database)
        let registrations = SQLiteRegistrationStore(database: database)
        let fines = SQLiteFinesStore(database: database)
        let reads: [(SavedAnswerKind, String, @Sendable (Plate) async throws(StoreError) -> Bool)] =
            [
                (
                    .vehicle, "saved_vehicle",
                    { plate throws(StoreError) in try await vehicles.savedVehicle(for: plate) != nil
                    }
                ),
                (
                    .registration, "saved_registration",
                    { plate throws(StoreError) in
                        try await registrations.savedRegistration(for: plate) != nil
                    }
                ),
                (
                    .fines, "saved_fines",
                    { plate throws(StoreError) in try await fines.savedFines(for: plate) != nil }
                ),
            ]
        for (kind, table, read) in reads {
            // Only a key the listing and a read name alike: text PlateFinder keeps as it is.
            guard planted.rows[table] == 1, case .text(let key)? = planted.keys[table],
                Plate(key).value == key
            else { continue }
            let listed = saved.rows.contains { $0.kind == kind && $0.plate.value == key }
            let named = saved.unreadable.first { $0.table == .savedAnswers(kind) }
            await require(listed: listed, named: named, of: "\(table) \(key)") {
                () async throws(StoreError) in try await read(Plate(key))
            }
        }
        guard planted.rows["tasks"] == 1, case .text(let key)? = planted.keys["tasks"],
            let id = UUID(uuidString: key), id.uuidString.lowercased() == key
        else { return }
        await require(
            listed: tasks.rows.contains { $0.id == id }, named: tasks.unreadable.first,
            of: "task \(key)"
        ) { () async throws(StoreError) in
            try await SQLiteTaskRepository(database: database).fetchById(id) != nil
        }
    }

    /// `read` finds the row when it was `listed`, and refuses it as `named` otherwise.
    private static func require(
        listed: Bool, named: UnreadableRow?, of row: String,
        _ read: () async throws(StoreError) -> Bool
    ) async {
        do {
            let found = try await read()
            Property.require(
                found == listed && (found || named == nil),
                "\(row): read \(found), listed \(listed), named \(String(describing: named))")
        } catch .unreadableRow(let refused) {
            Property.require(
                refused == named, "\(row) refused as \(refused), named \(String(describing: named))"
            )
        } catch {
            Property.require(false, "\(row): a read failed with \(error)")
        }
    }
}
