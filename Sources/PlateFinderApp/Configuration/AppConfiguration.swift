import Foundation
import PlateFinderData

/// What a front end needs to know before it can look anything up.
public struct AppConfiguration: Equatable, Sendable {
    /// The environment variable that replaces the portal's address.
    public static let endpointVariable = "PLATEFINDER_ANT_URL"
    /// The environment variable that replaces the SRI service's address.
    public static let sriEndpointVariable = "PLATEFINDER_SRI_URL"
    /// Seconds to wait for the portal when `--timeout` is not given.
    public static let defaultTimeout: TimeInterval = 20
    /// The longest wait a person may ask for; beyond it a lookup looks hung.
    public static let maximumTimeout: TimeInterval = 300

    /// The portal's origin, optionally with a path prefix.
    public let baseURL: URL
    /// The SRI service's origin, optionally with a path prefix.
    public let sriBaseURL: URL
    /// Seconds to wait for the portal before giving up.
    public let timeout: TimeInterval
    /// The language of every message.
    public let language: Language
    /// The history and favourites file.
    public let storePath: String

    /// A configuration with every value already decided; the SRI at its public address
    /// unless `sriBaseURL` is given.
    public init(
        baseURL: URL, sriBaseURL: URL? = nil, timeout: TimeInterval, language: Language,
        storePath: String
    ) {
        self.baseURL = baseURL
        self.sriBaseURL = sriBaseURL ?? SRIRegistrationService.defaultBaseURL ?? baseURL
        self.timeout = timeout
        self.language = language
        self.storePath = storePath
    }

    /// Decides every value from the command-line options as typed (nil when absent), the
    /// language the front end resolved (the environment's when nil) and the environment:
    /// `--endpoint` wins over `PLATEFINDER_ANT_URL`, which wins over the public portal, and
    /// `--sri-endpoint` over `PLATEFINDER_SRI_URL` over the SRI's public service; the store
    /// as `StoreLocation` decides. Problems are reported in order: portal, SRI, timeout, store.
    public static func resolve(
        endpoint: String? = nil, sriEndpoint: String? = nil, timeout: String? = nil,
        language: Language? = nil, store: String? = nil, environment: [String: String]
    ) throws(ConfigurationError) -> AppConfiguration {
        AppConfiguration(
            baseURL: try resolveBaseURL(flag: endpoint, environment: environment),
            sriBaseURL: try resolveSRIBaseURL(flag: sriEndpoint, environment: environment),
            timeout: try resolveTimeout(flag: timeout),
            language: language ?? Language(environment: environment),
            storePath: try StoreLocation.resolve(flag: store, environment: environment))
    }

    private static func resolveBaseURL(
        flag: String?, environment: [String: String]
    ) throws(ConfigurationError) -> URL {
        if let flag {
            guard let url = webURL(flag) else { throw .invalidEndpoint(flag) }
            return url
        }
        if let text = environment[endpointVariable], !text.isEmpty {
            guard let url = webURL(text) else { throw .invalidEnvironmentEndpoint(text) }
            return url
        }
        guard let url = ANTEndpoint.defaultBaseURL.flatMap({ webURL($0.absoluteString) }) else {
            throw .invalidEndpoint(ANTEndpoint.defaultBaseURL?.absoluteString ?? "")
        }
        return url
    }

    private static func resolveSRIBaseURL(
        flag: String?, environment: [String: String]
    ) throws(ConfigurationError) -> URL {
        if let flag {
            guard let url = webURL(flag) else { throw .invalidSRIEndpoint(flag) }
            return url
        }
        if let text = environment[sriEndpointVariable], !text.isEmpty {
            guard let url = webURL(text) else { throw .invalidEnvironmentSRIEndpoint(text) }
            return url
        }
        let text = SRIRegistrationService.defaultBaseURL?.absoluteString ?? ""
        guard let url = webURL(text) else { throw .invalidSRIEndpoint(text) }
        return url
    }

    /// An absolute http or https URL with a host, or nil.
    private static func webURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            let url = components.url
        else { return nil }
        return url
    }

    private static func resolveTimeout(flag: String?) throws(ConfigurationError) -> TimeInterval {
        guard let flag else { return defaultTimeout }
        // Plain decimals only: Double also reads `nan`, `inf`, `1e3` and hex, which no one
        // means as a number of seconds.
        guard flag.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let seconds = TimeInterval(flag), seconds.isFinite, seconds > 0,
            seconds <= maximumTimeout
        else { throw .invalidTimeout(flag) }
        return seconds
    }
}
