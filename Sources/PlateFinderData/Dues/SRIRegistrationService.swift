import Foundation
import PlateFinderDomain

/// Asks the SRI's vehicle-registration service what a vehicle owes.
///
/// `GET {base}/movil-servicios/api/v1.0/matriculacion/valor/{PLATE}` with
/// `Accept: application/json`, through the same bounded client as the ANT's (time, size,
/// same-origin redirects, User-Agent). 404 is the SRI saying it has no such vehicle; 429 and
/// 503 are the service busy or down, with the wait it asked for; another 2xx is an
/// unexpected answer; any other status an HTTP error; an answer that is not the expected
/// JSON, or about another plate, is not understood.
public struct SRIRegistrationService: RegistrationLoader {
    /// The SRI's public origin; `--sri-endpoint` and `PLATEFINDER_SRI_URL` replace it.
    public static let defaultBaseURL = URL(string: "https://srienlinea.sri.gob.ec")

    /// The service's path below the origin, to which the plate is appended.
    static let registrationPath = "movil-servicios/api/v1.0/matriculacion/valor/"

    private let baseURL: URL
    private let client: any HTTPClient
    private let clock: InstantClock

    /// A service that asks the SRI at `baseURL` through `client`, judging the years an
    /// answer names by the day in Ecuador `clock` tells.
    public init(baseURL: URL, client: any HTTPClient, clock: InstantClock = .system) {
        self.baseURL = baseURL
        self.client = client
        self.clock = clock
    }

    /// The SRI's answer about `plate`; nil when the SRI has no vehicle with that plate.
    public func loadRegistration(
        for plate: LookupPlate
    ) async throws(LookupFailure) -> SRIRegistration? {
        do throws(LookupFailureReason) {
            // A complete plate is letters and digits only: nothing in it needs escaping.
            guard
                let url = ServiceURL.make(
                    baseURL: baseURL, path: Self.registrationPath + plate.value)
            else { throw .unreachable }
            let response = try await client.sourceAnswer(
                from: url, accept: "application/json", accepted: [200, 404])
            guard response.statusCode == 200 else { return nil }
            let today = CalendarDate(instant: clock.now(), in: SRIValue.ecuador)
            return try SRIRegistrationMapper.map(response.body, for: plate.plate, today: today)
        } catch {
            throw LookupFailure(.sri, error)
        }
    }
}
