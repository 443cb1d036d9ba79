import Foundation
import PlateFinderDomain

/// Asks the SRI's vehicle-registration service what a vehicle owes.
///
/// `GET {base}/movil-servicios/api/v1.0/matriculacion/valor/{PLATE}` with
/// `Accept: application/json`, through the same bounded client as the ANT's (time, size,
/// same-origin redirects, User-Agent). 404 is the SRI saying it has no such vehicle; 503 is
/// the service down (`portalUnavailable`); another 2xx is `portalUnavailable`; any other
/// status is `serverError`; an answer that is not the expected JSON, or about another
/// plate, is `parsingError`.
public struct SRIRegistrationService: RegistrationLoader {
    /// The SRI's public origin; `--sri-endpoint` and `PLATEFINDER_SRI_URL` replace it.
    public static let defaultBaseURL = URL(string: "https://srienlinea.sri.gob.ec")

    /// The service's path below the origin, to which the plate is appended.
    static let registrationPath = "movil-servicios/api/v1.0/matriculacion/valor/"

    private let baseURL: URL
    private let client: any HTTPClient

    /// A service that asks the SRI at `baseURL` through `client`.
    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.client = client
    }

    /// The SRI's answer about `plate`; nil when the SRI has no vehicle with that plate.
    public func loadRegistration(
        for plate: LookupPlate
    ) async throws(CarInfoError) -> SRIRegistration? {
        do { return try await fetchRegistration(for: plate) } catch { throw error.error }
    }

    /// The SRI's answer as `loadRegistration` gives it; a `429` or `503` says that the
    /// service is busy, with the wait it asked for (`Retry-After`).
    public func fetchRegistration(
        for plate: LookupPlate
    ) async throws(SourceFailure) -> SRIRegistration? {
        // A complete plate is letters and digits only: nothing in it needs escaping.
        guard let url = ServiceURL.make(baseURL: baseURL, path: Self.registrationPath + plate.value)
        else { throw .lookup(.networkError) }
        let response = try await client.sourceAnswer(
            from: url, accept: "application/json", accepted: [200, 404]
        ) { status in
            status == 503
                ? .portalUnavailable("the SRI's service is down (HTTP 503)")
                : .serverError(statusCode: status)
        }
        guard response.statusCode == 200 else { return nil }
        do { return try SRIRegistrationMapper.map(response.body, for: plate.plate) } catch {
            throw .lookup(error)
        }
    }
}
