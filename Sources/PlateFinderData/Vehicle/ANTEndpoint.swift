import Foundation
import PlateFinderDomain

/// Where the ANT portal's vehicle page lives.
public enum ANTEndpoint {
    /// The public portal's origin; `--endpoint` and `PLATEFINDER_ANT_URL` replace it.
    public static let defaultBaseURL = URL(string: "https://consultaweb.ant.gob.ec")

    /// The vehicle page's path below the portal's origin (or a mirror's path prefix).
    static let vehiclePagePath = "PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"

    /// The vehicle page for `plate` below `baseURL`: the path is appended to the base's own
    /// path with exactly one slash between, and the query is the portal's three parameters
    /// in the portal's order. Nil when `baseURL` cannot be taken apart.
    static func vehiclePageURL(baseURL: URL, plate: Plate) -> URL? {
        ServiceURL.make(
            baseURL: baseURL, path: vehiclePagePath,
            queryItems: [
                URLQueryItem(name: "ps_tipo_identificacion", value: "PLA"),
                URLQueryItem(name: "ps_identificacion", value: plate.value),
                URLQueryItem(name: "ps_placa", value: ""),
            ])
    }
}
