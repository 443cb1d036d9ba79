import Foundation

/// Why a source's answer could not be understood, by the answer it was.
public enum UnreadableAnswer: Hashable, Sendable {
    /// The ANT's vehicle page.
    case page(UnreadablePage)
    /// The ANT's fines grid.
    case grid(UnreadableGrid)
    /// The SRI's dues.
    case dues(UnreadableDues)
    /// A description an earlier PlateFinder saved in English, kept as it was written.
    case described(String)
}
