import PlateFinderApp

/// `platefinder help --man`: the manual page `platefinder.1` in man(7) macros, written
/// from the same help pages and option table as `--help`: the tool's page first (its
/// synopsis and sections), then one section per command page, in table order.
struct ManPage {
    private let help: HelpPage

    /// The manual worded in `language`.
    init(language: Language) {
        help = HelpPage(language: language)
    }

    /// The whole page, ending in a newline.
    func render() -> String {
        let tool = help.document(.tool)
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
        for (names, topic) in commandTopics {
            let page = help.document(topic)
            lines.append(".SH " + Roff.quoted(names.joined(separator: ", ").uppercased()))
            lines.append(
                Roff.escape("platefinder " + names.joined(separator: ", ") + " — " + page.summary))
            lines.append(".SS " + Roff.quoted(page.usageTitle))
            lines += Roff.verbatim(page.usage)
            for section in page.sections {
                lines.append(".SS " + Roff.quoted(section.title))
                lines += Roff.rows(section.rows)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every page other than the tool's, with the commands it explains, in table order.
    private var commandTopics: [(names: [String], topic: HelpTopic)] {
        var topics: [(names: [String], topic: HelpTopic)] = []
        for command in CommandTable.commands where command.topic != .tool {
            guard let name = command.name else { continue }
            if let index = topics.firstIndex(where: { $0.topic == command.topic }) {
                topics[index].names.append(name)
            } else {
                topics.append(([name], command.topic))
            }
        }
        return topics
    }
}
