import Foundation
import PlateFinderDomain

/// Why a text or URL is not a PlateFinder link.
///
/// The cases carry no text from the link itself, so wording them never echoes untrusted
/// input.
public enum DeepLinkError: Error, Equatable, Sendable {
    /// The text is not a URL at all.
    case malformed
    /// The text is longer than `DeepLink.maximumLength`.
    case tooLong
    /// The scheme is not `platefinder`.
    case wrongScheme
    /// The host names no screen (`search`, `history`, `favorites`, `tasks`).
    case unknownHost
    /// A search link without a plate.
    case missingPlate
    /// The plate is not complete and valid; it has this format.
    case invalidPlate(PlateFormat)
    /// The task identifier is not a UUID.
    case invalidTaskID
    /// More path than the screen takes (e.g. `platefinder://history/x`).
    case unexpectedPath
    /// A user, password, port, query or fragment, which no link uses.
    case unexpectedComponent
}
