import Foundation
import PlateFinderData
import PlateFinderDomain

/// The composition root: the one place that picks concrete clients and services for the
/// domain's protocols.
public enum PlateFinderComposition {
    /// Identifies PlateFinder to the portal, so its operators can tell who is asking.
    public static let userAgent =
        "PlateFinder/\(PlateFinderVersion.current) (+https://github.com/platefinder/platefinder)"

    /// A loader that asks the portal at `configuration.baseURL`, giving up after
    /// `configuration.timeout` seconds.
    public static func makeCarInfoLoader(configuration: AppConfiguration) -> any CarInfoLoader {
        let client = URLSessionHTTPClient(timeout: configuration.timeout, userAgent: userAgent)
        return ANTCarInfoService(baseURL: configuration.baseURL, client: client)
    }
}
