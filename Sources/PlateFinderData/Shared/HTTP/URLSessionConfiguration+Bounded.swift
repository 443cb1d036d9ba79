#if canImport(Darwin)
import Foundation

extension URLSessionConfiguration {
    /// An ephemeral configuration that keeps nothing (no cookies, cache or credentials) and
    /// waits for nothing beyond `timeout` (a session does not wait for connectivity unless
    /// told to).
    static func bounded(timeout: Duration) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = max(HTTPRequestPlan.seconds(of: timeout), 0.001)
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }
}
#endif
