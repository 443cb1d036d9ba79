import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

@testable import PlateFinderData

/// A PlateFinder file as the versions before typed failure details left it: the schema at
/// version 4 (the shipped migrations, never edited), its searches failed with every kind
/// those versions wrote, English text included, written by plain SQL.
enum VersionFourDatabase {
    /// The schema as version 4 shipped it.
    private static let schema = SQLiteSchema(
        applicationID: SQLiteSchema.plateFinderApplicationID,
        migrations: [
            PlateFinderSchema.historyAndFavorites, PlateFinderSchema.tasks,
            PlateFinderSchema.savedVehicles, PlateFinderSchema.savedAnswers,
        ])

    private static let car = CarFactory.make(plate: "PBX1234")
    private static let searched = Date(timeIntervalSince1970: 1_790_000_000)

    /// Opens the file at `path` as a PlateFinder of version 4 would.
    static func openAsVersionFour(at path: String) throws(SQLiteError) {
        _ = try SQLiteConnection(path: path, schema: schema)
    }

    /// Creates the file at `path` and fills it.
    static func create(at path: String) throws {
        let connection = try SQLiteConnection(path: path, schema: schema)
        try connection.execute(
            """
            INSERT INTO search_history (plate_number, position, search_date, failure_kind,
                failure_status_code, failure_detail)
            VALUES
                ('PBX0001', 1, 1790000001, 'parsing', NULL, 'the vehicle table has no Marca: label'),
                ('PBX0002', 2, 1790000002, 'unavailable', NULL, 'a page without the vehicle table'),
                ('PBX0003', 3, 1790000003, 'invalid_plate', NULL, NULL),
                ('PBX0004', 4, 1790000004, 'server', 503, NULL),
                ('PBX0005', 5, 1790000005, 'server', 500, NULL),
                ('PBX0006', 6, 1790000006, 'network', NULL, NULL),
                ('PBX0007', 7, 1790000007, 'timeout', NULL, NULL),
                ('PBX0008', 8, 1790000008, 'no_data', NULL, NULL),
                ('PBX1234', 9, 1790000009, NULL, NULL, NULL)
            """)
        try connection.execute(
            """
            INSERT INTO saved_vehicle (plate_number, fetched_at, car_plate, car_manufacturer,
                car_color_name, car_registration_year, car_model, car_segment,
                car_registration_date, car_year, car_service, car_expiration_date, car_tint,
                car_tint_expiration_date, fines_pending, fines_disputed, fines_voided,
                fines_paid, fines_in_agreement)
            VALUES ('PBX1234', 1790000000, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 4, 0, 20, 9, 0)
            """,
            [
                car.plate, car.manufacturer, car.colorName, car.registrationYear, car.model,
                car.segment, car.registrationDate, car.year, car.service, car.expirationDate,
                car.tint, car.tintExpirationDate,
            ].map(SQLiteValue.text))
        try connection.execute(
            "INSERT INTO favorite (plate_number, position) VALUES ('PBX1234', 1)")
        try connection.execute(
            "INSERT INTO saved_registration (plate_number, fetched_at, answer) VALUES (?, ?, NULL)",
            [.text("PBX1234"), .real(1_790_000_000)])
        try connection.execute(
            "INSERT INTO saved_fines (plate_number, fetched_at, answer) VALUES (?, ?, ?)",
            [.text("PBX1234"), .real(1_790_000_000), .text(finesJSON)])
        try connection.execute(
            """
            INSERT INTO tasks (id, title, note, due_date, is_done, created_at, updated_at, plate,
                reminder)
            VALUES ('00000000-0000-4000-8000-000000000004', 'Dues PBX1234', '', '2027-05-01', 0,
                1790000000, 1790000000, 'PBX1234', 'dues')
            """)
    }

    /// The history as the store reads it back after the upgrade, newest first.
    static var history: [SearchHistoryItem] {
        [
            SearchHistoryItem(
                plate: Plate("PBX1234"), searchDate: Date(timeIntervalSince1970: 1_790_000_009),
                car: car, carFetchedAt: searched),
            failure("PBX0008", 8, .noData), failure("PBX0007", 7, .timedOut),
            failure("PBX0006", 6, .unreachable), failure("PBX0005", 5, .httpStatus(500)),
            failure("PBX0004", 4, .httpStatus(503)),
            failure(
                "PBX0003", 3, .notUnderstood(.described("the plate was incomplete or invalid"))),
            failure(
                "PBX0002", 2, .unexpectedAnswer(.described("a page without the vehicle table"))),
            failure(
                "PBX0001", 1, .notUnderstood(.described("the vehicle table has no Marca: label"))),
        ]
    }

    /// The saved fines as the store reads them back: the pending ones, none unread.
    static var fines: SavedFines {
        SavedFines(report: FinesFactory.report(plate: "PBX1234"), fetchedAt: searched)
    }

    /// Fines as version 4 saved them, before a status could go unread.
    private static let finesJSON = #"""
        {"lists": [{"status": "pending", "fines": [{"citation": "A012345678", "agency": "ANT",
          "issuedOn": {"day": "2025-08-14", "text": "2025-08-14"},
          "notifiedOn": {"day": "2025-08-15", "text": "15/08/2025 10:30"},
          "payBy": {"text": "13 sep 2025"}, "points": "1.5", "sanctionCents": 4700,
          "surchargeCents": 470, "remissionCents": -1410, "totalCents": 5170,
          "article": "ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES DE TRÁNSITO"}]}]}
        """#

    private static func failure(
        _ plate: String, _ second: Double, _ reason: LookupFailureReason
    ) -> SearchHistoryItem {
        .failure(
            Plate(plate), reason: reason, at: Date(timeIntervalSince1970: 1_790_000_000 + second))
    }
}
