import Foundation

/// Where a redirect leads, and whether the client may go there: only to the origin (scheme,
/// host and port) it is already talking to.
enum HTTPRedirect {
    /// The absolute URL `location` names, read relative to `current`; `nil` when it is not
    /// an `http` or `https` URL.
    static func target(of location: String, from current: URL) -> URL? {
        let location = location.trimmingCharacters(in: .whitespaces)
        guard !location.isEmpty, let url = URL(string: location, relativeTo: current) else {
            return nil
        }
        let absolute = url.absoluteURL
        guard isHTTP(absolute), absolute.host?.isEmpty == false else { return nil }
        return absolute
    }

    /// Whether `first` and `second` share scheme, host and port (an absent port being the
    /// scheme's default).
    static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
        origin(of: first) == origin(of: second)
    }

    /// `scheme://host:port` with the port always written, lower-cased, for comparing.
    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    /// `scheme://host` with the port only when one was written, as a person would name it.
    static func displayOrigin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? "")\(port)"
    }

    /// Whether `url` is `http` or `https`.
    static func isHTTP(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
