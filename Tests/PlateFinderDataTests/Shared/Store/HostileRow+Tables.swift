import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport

extension HostileRow {
    /// Task columns holding what no PlateFinder writes.
    static let tasks =
        ([
            ("title", HostileValue(.text("   "))),
            ("title", HostileValue(.text("ABCDEFGHIJKLMNOPQRSTU"))),
            ("title", HostileValue(.blob(Data("7".utf8)))), ("title", .tenMegabytes),
            ("title", .invalidUTF8), ("note", .tenMegabytes),
            (
                "note",
                HostileValue(.text(String(repeating: "n", count: 1_001)), described: "1001 n")
            ),
            ("due_date", HostileValue(.text("2027-02-30"))),
            ("due_date", HostileValue(.text("tomorrow"))),
            ("due_date", HostileValue(.blob(Data([0x32, 0x30])))),
            ("is_done", HostileValue(.integer(2))),
            ("updated_at", HostileValue(.real(0))),
            ("plate", HostileValue(.text("pbx-1234"))), ("plate", HostileValue(.text(""))),
            ("reminder", HostileValue(.text("oil_change"))),
            ("reminder", HostileValue(.text("tintPermit"))),
            ("id", HostileValue(.text("zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"))),
            ("id", HostileValue(.text("0A1B2C3D-0000-4000-8000-000000000000"))),
            ("id", HostileValue(.blob(Data(repeating: 0x61, count: 36)))),
        ] + HostileValue.instants.map { ("created_at", $0) })
        .map { column, value in
            edited(
                "tasks", column, to: value, table: .tasks, keyColumn: "id",
                key: StoredTask.sound.id.uuidString.lowercased(),
                plant: { try await SQLiteTaskRepository(database: $1).create(StoredTask.make($0)) },
                listings: [taskListing],
                reads: [
                    {
                        _ = try await SQLiteTaskRepository(database: $0).fetchById(
                            StoredTask.sound.id)
                    },
                    {
                        _ = try await SQLiteTaskRepository(database: $0).update(StoredTask.sound.id)
                        {
                            $0.toggleDone(clock: TaskFactory.clock())
                        }
                    },
                ], neighbourRead: readHistory)
        }

    /// Saved vehicles holding what no PlateFinder writes.
    static let savedVehicles =
        (HostileValue.instants.map { ("fetched_at", $0) }
        + HostileValue.plates.map { ("plate_number", $0) }
        + [
            ("car_manufacturer", HostileValue(.blob(Data("TOYOTA".utf8)))),
            ("car_model", .invalidUTF8), ("car_model", .tenMegabytes),
            ("fines_pending", HostileValue(.text("many"))),
            ("fines_paid", HostileValue(.real(1.5))),
        ])
        .map { column, value in
            edited(
                "saved_vehicle", column, to: value, table: .savedAnswers(.vehicle),
                keyColumn: "plate_number", key: plate.value,
                plant: { number, database in
                    let plate = number == 1 ? plate : neighbour
                    try await SQLiteCarStore(database: database).saveVehicle(
                        SavedVehicle(
                            plate: plate, car: CarFactory.make(plate: plate.value), fetchedAt: date)
                    )
                },
                listings: [savedAnswerListing],
                reads: [{ _ = try await SQLiteCarStore(database: $0).savedVehicle(for: plate) }],
                neighbourRead: readTasks)
        }

    /// Saved SRI answers holding what no PlateFinder writes (a NULL answer is the SRI
    /// knowing no such vehicle; any other value that is not its JSON is refused).
    static let savedRegistrations = savedAnswers(
        in: "saved_registration", .registration,
        plant: { plate, database in
            try await SQLiteRegistrationStore(database: database).saveRegistration(
                SavedRegistration(
                    plate: plate, registration: DuesFactory.registration(plate: plate.value),
                    fetchedAt: date))
        }, extra: [HostileValue(.integer(0))]
    ) { _ = try await SQLiteRegistrationStore(database: $0).savedRegistration(for: plate) }

    /// Saved fines holding what no PlateFinder writes.
    static let savedFines = savedAnswers(
        in: "saved_fines", .fines,
        plant: { plate, database in
            try await SQLiteFinesStore(database: database).saveFines(
                SavedFines(report: FinesFactory.report(plate: plate.value), fetchedAt: date))
        },
        extra: [
            HostileValue(.text(#"{"lists": [{"status": "late", "fines": []}]}"#)),
            HostileValue(
                .text(#"{"lists": [{"status": "pending", "fines": [{"totalCents": 1e30}]}]}"#)),
        ]
    ) { _ = try await SQLiteFinesStore(database: $0).savedFines(for: plate) }

    /// Rows of the saved-answer table `tableName` planted by `plant`, each with one column
    /// edited: the date, the plate, or the answer (`extra` beside answers that are no
    /// JSON), each refused by `read`.
    private static func savedAnswers(
        in tableName: String, _ kind: SavedAnswerKind,
        plant: @escaping @Sendable (Plate, SQLitePlateFinderDatabase) async throws -> Void,
        extra: [HostileValue],
        read: @escaping @Sendable (SQLitePlateFinderDatabase) async throws -> Void
    ) -> [HostileRow] {
        let answers =
            [
                HostileValue(.text("not JSON")), HostileValue(.text("{}")),
                HostileValue(.blob(Data("{}".utf8))), .invalidUTF8,
            ] + extra
        return
            (HostileValue.instants.map { ("fetched_at", $0) }
            + HostileValue.plates.map { ("plate_number", $0) }
            + answers.map { ("answer", $0) })
            .map { column, value in
                edited(
                    tableName, column, to: value, table: .savedAnswers(kind),
                    keyColumn: "plate_number", key: plate.value,
                    plant: { try await plant($0 == 1 ? plate : neighbour, $1) },
                    listings: [savedAnswerListing], reads: [read], neighbourRead: readHistory)
            }
    }
}

/// The tasks the hostile rows edit: the first one, and its sound neighbour.
private enum StoredTask {
    static let sound = TaskFactory.make(
        id: UUID(uuid: (1, 2, 3, 4, 5, 6, 0x47, 8, 0x89, 10, 11, 12, 13, 14, 15, 16)),
        due: TaskFactory.day(2027, 5, 1), plate: Plate("PBX1234"), reminder: .registration)

    /// The first task planted, or its neighbour.
    static func make(_ number: Int) -> TaskItem {
        number == 1 ? sound : TaskFactory.make(title: "Neighbour")
    }
}
