import Foundation
import PlateFinderDomain

/// A link to a screen: `platefinder://search/PLATE`, `platefinder://history`,
/// `platefinder://favorites`, `platefinder://tasks`, `platefinder://tasks/ID`.
public enum DeepLink: Hashable, Sendable {
    /// Search this plate; `writtenWithFourDigits` when the link held an old three-digit plate,
    /// which the search then says it used written with four, as `find` does.
    case search(LookupPlate, writtenWithFourDigits: Bool = false)
    /// The history tab.
    case history
    /// The favourites tab.
    case favorites
    /// The tasks tab.
    case tasks
    /// One task, by identifier.
    case task(id: UUID)

    /// The scheme every link uses.
    public static let scheme = "platefinder"
    /// The longest link accepted, in UTF-8 bytes; links are short, anything longer is junk.
    public static let maximumLength = 2_048

    /// Parses `text` (surrounding white space ignored).
    public init(string text: String) throws(DeepLinkError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= Self.maximumLength else { throw .tooLong }
        guard let url = URL(string: trimmed) else { throw .malformed }
        try self.init(url: url)
    }

    /// Parses `url`.
    public init(url: URL) throws(DeepLinkError) {
        guard url.absoluteString.utf8.count <= Self.maximumLength else { throw .tooLong }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformed
        }
        guard components.scheme?.lowercased() == Self.scheme else { throw .wrongScheme }
        guard components.user == nil, components.password == nil, components.port == nil,
            components.query == nil, components.fragment == nil
        else { throw .unexpectedComponent }
        let path = try Self.pathComponents(of: components)
        switch components.host?.lowercased() {
        case "search": self = try Self.search(path)
        case "history": self = try Self.bare(.history, path)
        case "favorites": self = try Self.bare(.favorites, path)
        case "tasks": self = try Self.tasks(path)
        default: throw .unknownHost
        }
    }

    private static func pathComponents(
        of components: URLComponents
    ) throws(DeepLinkError) -> [String] {
        var decoded: [String] = []
        for part in components.percentEncodedPath.split(separator: "/") {
            guard let text = String(part).removingPercentEncoding else { throw .malformed }
            decoded.append(text)
        }
        return decoded
    }

    private static func search(_ path: [String]) throws(DeepLinkError) -> DeepLink {
        guard let text = path.first else { throw .missingPlate }
        guard path.count == 1 else { throw .unexpectedPath }
        let submission = PlateSubmission(text)
        guard let plate = submission.lookupPlate else { throw .invalidPlate(submission.format) }
        return .search(plate, writtenWithFourDigits: submission.wasWrittenWithFourDigits)
    }

    private static func bare(_ link: DeepLink, _ path: [String]) throws(DeepLinkError) -> DeepLink {
        guard path.isEmpty else { throw .unexpectedPath }
        return link
    }

    private static func tasks(_ path: [String]) throws(DeepLinkError) -> DeepLink {
        guard let text = path.first else { return .tasks }
        guard path.count == 1 else { throw .unexpectedPath }
        guard let id = UUID(uuidString: text) else { throw .invalidTaskID }
        return .task(id: id)
    }
}
