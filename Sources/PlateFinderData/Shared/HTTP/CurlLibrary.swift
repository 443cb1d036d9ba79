#if canImport(CCurl)
import CCurl

/// libcurl's process-wide set-up, done once before the first transfer.
enum CurlLibrary {
    /// Whether `curl_global_init` succeeded. Swift runs a static initializer exactly once,
    /// under a lock, so concurrent first requests cannot both call it.
    static let isReady: Bool = pf_curl_global_init() == CURLE_OK
}
#endif
