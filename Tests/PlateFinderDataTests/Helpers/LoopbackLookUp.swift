import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport

/// The one lookup plan as the app builds it: the real services through the real client,
/// asking loopback servers, and the real stores over one SQLite file.
struct LoopbackLookUp {
    /// A client timeout, in seconds, for a test whose server holds an answer until another
    /// request arrives: longer than any wait for a thread of a busy test run, so only a
    /// lookup that never sends that request runs into it.
    static let patientTimeout: TimeInterval = 600

    /// The lookup.
    let sut: LookUpVehicle
    /// The history and the saved vehicles, in the file.
    let vehicles: SQLiteCarStore
    /// The saved fines, in the file.
    let fines: SQLiteFinesStore
    /// The SRI's saved answers, in the file.
    let registrations: SQLiteRegistrationStore

    /// A lookup asking the portal at `ant` and the SRI at `sri`, each request given up after
    /// `timeout` seconds, keeping its answers in the file at `path`, at the instant `now`.
    init(ant: URL, sri: URL, path: String, now: Date, timeout: TimeInterval = 10) throws {
        let database = try SQLitePlateFinderDatabase(path: path)
        let client = PlatformHTTPClient.make(timeout: timeout, userAgent: "PlateFinder-test")
        let instants = InstantClock { now }
        vehicles = SQLiteCarStore(database: database)
        fines = SQLiteFinesStore(database: database)
        registrations = SQLiteRegistrationStore(database: database)
        sut = LookUpVehicle(
            pages: ANTVehiclePageService(baseURL: ant, client: client),
            fines: ANTFinesService(baseURL: ant, client: client, clock: instants),
            registrations: SRIRegistrationService(baseURL: sri, client: client),
            vehicles: vehicles, savedFines: fines, savedRegistrations: registrations,
            clock: DayClock(timeZone: .gmt, instants: instants))
    }
}
