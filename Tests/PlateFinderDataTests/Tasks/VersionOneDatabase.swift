import Foundation
import PlateFinderDomain
import PlateFinderTestSupport

@testable import PlateFinderData

/// A PlateFinder file as the versions before tasks left it: the schema at version 1 (the
/// shipped migration, which is never edited), with history and favourites written by
/// plain SQL, not by today's store.
enum VersionOneDatabase {
    /// The history the file holds, newest first, as the store should read it back.
    static let history = [
        SearchHistoryItem(
            plate: Plate("PBX1234"), searchDate: Date(timeIntervalSince1970: 1_750_000_100),
            car: car, carFetchedAt: Date(timeIntervalSince1970: 1_750_000_000), lastFailure: nil),
        .failure(
            Plate("PBX0001"), reason: .timedOut, at: Date(timeIntervalSince1970: 1_750_000_000)),
    ]

    /// The favourites the file holds, newest first.
    static let favorites = [Plate("ABC1234"), Plate("PBX1234")]

    private static let car = CarFactory.make(plate: "PBX1234")

    /// Creates the file at `path` and fills it.
    static func create(at path: String) throws {
        let schema = SQLiteSchema(
            applicationID: SQLiteSchema.plateFinderApplicationID,
            migrations: [PlateFinderSchema.historyAndFavorites])
        let connection = try SQLiteConnection(path: path, schema: schema)
        try connection.execute(
            """
            INSERT INTO search_history (plate_number, position, search_date, failure_kind)
            VALUES ('PBX0001', 1, 1750000000, 'timeout')
            """)
        try connection.execute(
            """
            INSERT INTO search_history (plate_number, position, search_date, car_fetched_at,
                car_plate, car_manufacturer, car_color_name, car_registration_year, car_model,
                car_segment, car_registration_date, car_year, car_service, car_expiration_date,
                car_tint, car_tint_expiration_date, fines_pending, fines_disputed,
                fines_voided, fines_paid, fines_in_agreement)
            VALUES ('PBX1234', 2, 1750000100, 1750000000,
                ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 4, 0, 20, 9, 0)
            """,
            [
                car.plate, car.manufacturer, car.colorName, car.registrationYear, car.model,
                car.segment, car.registrationDate, car.year, car.service, car.expirationDate,
                car.tint, car.tintExpirationDate,
            ].map(SQLiteValue.text))
        try connection.execute(
            "INSERT INTO favorite (plate_number, position) VALUES ('PBX1234', 1), ('ABC1234', 2)")
    }
}
