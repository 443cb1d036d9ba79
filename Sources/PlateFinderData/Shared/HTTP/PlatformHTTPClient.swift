import Foundation
import PlateFinderDomain

/// The HTTP client of the platform the code runs on: libcurl's on Linux, URLSession's where
/// Darwin is, both bounded the same way.
public enum PlatformHTTPClient {
    /// The largest decoded body read unless told otherwise: 2 MiB.
    public static let defaultMaximumBodyBytes = HTTPRequestPlan.defaultMaximumBodyBytes

    /// A client that gives up on a request after `timeout` seconds and refuses bodies over
    /// `maximumBodyBytes`, identifying itself with `userAgent`.
    public static func make(
        timeout: TimeInterval = 20, userAgent: String,
        maximumBodyBytes: Int = defaultMaximumBodyBytes
    ) -> any HTMLClient & HTTPClient {
        #if canImport(Darwin)
        URLSessionHTTPClient(
            timeout: timeout, userAgent: userAgent, maximumBodyBytes: maximumBodyBytes)
        #elseif canImport(CCurl)
        CurlHTTPClient(timeout: timeout, userAgent: userAgent, maximumBodyBytes: maximumBodyBytes)
        #else
        #error("PlateFinderData has no HTTP client here: it needs Darwin's URLSession or libcurl.")
        #endif
    }
}
