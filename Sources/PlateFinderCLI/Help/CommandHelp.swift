import PlateFinderApp

/// What help says about one command, in one language: what it does and how it is typed,
/// on the tool's page, and its own page unless the tool's explains it.
struct CommandHelp {
    /// What it does, on its row of the tool page's Commands section.
    let does: String
    /// Its lines in the tool page's usage.
    let usage: [String]
    /// Its own page; nil when the tool's page explains it.
    var page: HelpDocument?
    /// The command whose usage lines on the tool's page this one's come right before, when
    /// that is not where the list puts them.
    var usageBefore: String?
    /// The command whose row on the tool's page this one's comes right before, when that is
    /// not where the list puts it.
    var rowBefore: String?
}
