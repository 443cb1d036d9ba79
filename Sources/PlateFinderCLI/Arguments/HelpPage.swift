import PlateFinderApp
import TerminalUI

/// The `--help` pages: `HelpText`'s wording, with the Options section drawn from
/// `CommandTable`, laid out as text 80 columns wide.
struct HelpPage {
    private let text: HelpText

    /// Pages worded in `language`.
    init(language: Language) {
        text = HelpText(language: language)
    }

    /// The page for `topic`, ending in a newline.
    func render(_ topic: HelpTopic) -> String {
        let page = text.page(topic, options: optionRows(topic))
        var text = page.heading + "\n\n" + page.usageTitle + ":\n"
        text += page.usage.map { "  \($0)\n" }.joined()
        for section in page.sections {
            text += "\n\(section.title):\n" + KeyValueCard(rows: section.rows).text(indent: 2)
        }
        return text
    }

    /// One row per option, except that options explained by the same words share one
    /// (`--pending, --done, --all`).
    func optionRows(_ topic: HelpTopic) -> [CardRow] {
        var rows: [(labels: [String], help: OptionHelp)] = []
        for (spec, help) in CommandTable.options(on: topic) {
            if let last = rows.last, last.help == help {
                rows[rows.count - 1].labels.append(label(spec))
            } else {
                rows.append(([label(spec)], help))
            }
        }
        return rows.map { row in
            CardRow(
                label: row.labels.joined(separator: ", "), value: text.text(for: row.help))
        }
    }

    /// `-h, --help`, `--lang en|es`, `--store PATH`.
    private func label(_ spec: OptionSpec) -> String {
        let names = [spec.shortName, spec.name].compactMap { $0 }.joined(separator: ", ")
        switch spec.value {
        case nil: return names
        case .oneOf(let words): return names + " " + words.joined(separator: "|")
        case .text(let placeholder): return names + " " + text.placeholder(placeholder)
        }
    }
}
