import PlateFinderApp

/// `platefinder help --man`: the manual page `platefinder.1` in man(7) macros, written
/// from the same help pages and option table as `--help`: the tool's page first (its
/// synopsis and sections), then one section per command with a page of its own, in table
/// order, then the full-screen app's keys (`AppKeys`), the files and examples.
struct ManPage {
    private let help: HelpPage
    private let messages: Messages

    /// The manual worded in `language`.
    init(language: Language) {
        help = HelpPage(language: language)
        messages = Messages(language: language)
    }

    /// The whole page, ending in a newline.
    func render() -> String {
        let text = help.text
        let tool = help.toolDocument
        var lines = [
            ".TH PLATEFINDER 1 \"\" \"platefinder \(Roff.escape(PlateFinderVersion.current))\" "
                + Roff.quoted(text.manualSectionTitle),
            // Left-aligned and never hyphenated: a path or an option is never split.
            ".ad l",
            ".nh",
            ".SH " + Roff.quoted(text.nameTitle.uppercased()),
            "platefinder \\- " + Roff.escape(tool.summary),
            ".SH " + Roff.quoted(text.synopsisTitle.uppercased()),
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
        lines += keyLines
        lines.append(".SH " + Roff.quoted(text.filesTitle.uppercased()))
        lines += Roff.rows(text.fileRows)
        lines.append(".SH " + Roff.quoted(text.examplesTitle.uppercased()))
        lines += Roff.rows(text.exampleRows)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys of each part of the full-screen app, spelled in plain words (`Ctrl-F`) that
    /// every output device has.
    private var keyLines: [String] {
        var lines = [".SH " + Roff.quoted(help.text.keysTitle.uppercased())]
        lines += [".PP", Roff.escape(help.text.keysIntroduction)]
        for (screen, rows) in AppKeys.screens {
            lines.append(".SS " + Roff.quoted(messages.keyScreenTitle(screen)))
            lines += Roff.rows(
                rows.map { CardRow(label: $0.plainKeys, value: messages.keyDescription($0.action)) }
            )
        }
        return lines
    }
}
