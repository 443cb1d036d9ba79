import Foundation

/// Builds a service's URLs below a base URL that may carry a path prefix (a mirror, a
/// proxy, a test server).
enum ServiceURL {
    /// `path` appended to `baseURL`'s own path with exactly one slash between, with
    /// `queryItems` in their order (none when nil) and no fragment; nil when `baseURL`
    /// cannot be taken apart. `path` must already be percent-encoded.
    static func make(
        baseURL: URL, path: String, queryItems: [URLQueryItem]? = nil
    ) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var prefix = Substring(components.percentEncodedPath)
        while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        components.percentEncodedPath = prefix + "/" + path
        components.queryItems = queryItems
        components.fragment = nil
        return components.url
    }
}
