import Foundation
import PlateFinderApp

/// A `--help` page as data, worded: a heading, the usage lines and titled sections of rows,
/// for a front end to lay out.
public struct HelpDocument: Equatable, Sendable {
    /// A titled list of rows: commands, options, environment variables, exit codes.
    public struct Section: Equatable, Sendable {
        /// The title, e.g. "Options".
        public let title: String
        /// The rows, each a name and what it means.
        public let rows: [CardRow]
    }

    /// The first line: the tool, its version and what the page's command does.
    public let heading: String
    /// What the page's command does, one clause after its name (the manual's NAME line).
    public let summary: String
    /// The title of the usage lines, e.g. "Usage".
    public let usageTitle: String
    /// How the command is typed, one form a line.
    public let usage: [String]
    /// The sections, in order.
    public let sections: [Section]
}
