import Foundation

/// Fetches an HTML page and decodes it to text.
public protocol HTMLClient: Sendable {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none); the
    /// caller names the source that failed.
    func fetchPage(from url: URL) async throws(LookupFailureReason) -> String
}
