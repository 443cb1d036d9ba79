import Foundation

/// Fetches an HTML page and decodes it to text.
public protocol HTMLClient: Sendable {
    /// The page at `url`, decoded with its declared charset (ISO-8859-1 when none).
    func fetchHTML(from url: URL) async throws(CarInfoError) -> String

    /// The page at `url` as `fetchHTML` gives it, or why not, saying when the host answered
    /// that it is busy; a client that cannot tell reports `fetchHTML`'s failure.
    func fetchPage(from url: URL) async throws(SourceFailure) -> String
}

extension HTMLClient {
    /// `fetchHTML`, its failure never saying that the host is busy.
    public func fetchPage(from url: URL) async throws(SourceFailure) -> String {
        do { return try await fetchHTML(from: url) } catch { throw .lookup(error) }
    }
}
