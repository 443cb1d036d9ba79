import Foundation

/// A help page before it is laid out: what the terminal's `--help` prints and what the
/// manual page is written from, so the two never say different things.
public struct HelpDocument: Equatable, Sendable {
    /// One titled part of a page (Options, Environment, Exit codes, …).
    public struct Section: Equatable, Sendable {
        /// The section's title, in the page's language.
        public let title: String
        /// Its label–value rows.
        public let rows: [AlignedCard.Row]
    }

    /// What the command does, one clause after its name.
    public let summary: String
    /// The synopsis lines, each a whole command line or its continuation.
    public let usage: [String]
    /// The sections, in page order.
    public let sections: [Section]
}
