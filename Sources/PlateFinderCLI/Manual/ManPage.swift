import PlateFinderApp

/// `platefinder help --man`: the manual page `platefinder.1` in man(7) macros, written
/// from the same help pages and option table as `--help`: the tool's page first (its
/// synopsis and sections), then one section per command with a page of its own, in table
/// order.
struct ManPage {
    private let help: HelpPage

    /// The manual worded in `language`.
    init(language: Language) {
        help = HelpPage(language: language)
    }

    /// The whole page, ending in a newline.
    func render() -> String {
        let tool = help.toolDocument
        var lines = [
            ".TH PLATEFINDER 1 \"\" \"platefinder \(Roff.escape(PlateFinderVersion.current))\" "
                + "\"User Commands\"",
            ".SH NAME",
            "platefinder \\- " + Roff.escape(tool.summary),
            ".SH SYNOPSIS",
        ]
        lines += Roff.verbatim(tool.usage)
        for section in tool.sections {
            lines.append(".SH " + Roff.quoted(section.title.uppercased()))
            lines += Roff.rows(section.rows)
        }
        for command in CommandTable.commands {
            guard let name = command.name, let page = help.ownDocument(command) else { continue }
            lines.append(".SH " + Roff.quoted(name.uppercased()))
            lines.append(Roff.escape("platefinder " + name + " — " + page.summary))
            lines.append(".SS " + Roff.quoted(page.usageTitle))
            lines += Roff.verbatim(page.usage)
            for section in page.sections {
                lines.append(".SS " + Roff.quoted(section.title))
                lines += Roff.rows(section.rows)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
