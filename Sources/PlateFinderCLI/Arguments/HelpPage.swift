import PlateFinderApp
import TerminalUI

/// The `--help` pages: each command's wording (`CommandDeclaration.help`), with the Options
/// section drawn from what it accepts, laid out as text 80 columns wide.
struct HelpPage {
    /// The wording of every page.
    let text: HelpText

    /// Pages worded in `language`.
    init(language: Language) {
        text = HelpText(language: language)
    }

    /// What `--help` and `help COMMAND` run: the page that explains `command`, in the run's
    /// language.
    static func printing(_ command: CommandDeclaration) -> CommandRun {
        { process throws(CommandFailure) in
            process.console.output(HelpPage(language: process.messages.language).render(command))
        }
    }

    /// The page that explains `command` (the tool's, for the commands it explains), ending
    /// in a newline.
    func render(_ command: CommandDeclaration) -> String {
        let page = document(command)
        var text = page.heading + "\n\n" + page.usageTitle + ":\n"
        text += page.usage.map { "  \($0)\n" }.joined()
        for section in page.sections {
            text += "\n\(section.title):\n" + KeyValueCard(rows: section.rows).text(indent: 2)
        }
        return text
    }

    /// The page that explains `command` before it is laid out.
    func document(_ command: CommandDeclaration) -> HelpDocument {
        ownDocument(command) ?? toolDocument
    }

    /// `command`'s own page; nil when the tool's page explains it.
    func ownDocument(_ command: CommandDeclaration) -> HelpDocument? {
        command.help?(text, optionRows(of: command)).page
    }

    /// The tool's page: every shown command's usage and row, and the options of each whose
    /// options it shows.
    var toolDocument: HelpDocument {
        let commands = CommandTable.shownCommands.compactMap { command in
            command.help.map { (name: command.name, help: $0(text, [])) }
        }
        let usage = commands.map { ($0.name, $0.help.usage, $0.help.usageBefore) }
        let rows = commands.map { command in
            let row = CardRow(label: command.name ?? text.noWord, value: command.help.does)
            return (command.name, [row], command.help.rowBefore)
        }
        return text.toolPage(
            usage: Self.arranged(usage), commands: Self.arranged(rows),
            options: toolOptionRows)
    }

    /// The rows of the Options section of `command`'s own page: its options, worded its
    /// way.
    func optionRows(of command: CommandDeclaration) -> [CardRow] {
        rows(command.allOptions, wording: command.optionHelp)
    }

    /// The rows of the tool page's Options section: the options of every command whose
    /// options it shows, worded in general, and which options every command accepts.
    var toolOptionRows: [CardRow] {
        let listed = CommandTable.shownCommands.filter(\.optionsOnToolPage)
        let accepted = listed.reduce(into: Set<CommandOption>()) { $0.formUnion($1.allOptions) }
        let global = CommandTable.globalOptions.map(\.name)
        return rows(accepted, wording: [:]) + [text.globalOptionsRow(global)]
    }

    /// One row per option of `accepted`, in table order, worded as `wording` or else as the
    /// table says, except that options explained by the same words share one (`--pending,
    /// --done, --all`).
    private func rows(
        _ accepted: Set<CommandOption>, wording: [CommandOption: OptionHelp]
    ) -> [CardRow] {
        var rows: [(labels: [String], help: OptionHelp)] = []
        for spec in CommandTable.options where accepted.contains(spec.option) {
            let help = wording[spec.option] ?? spec.help
            if let last = rows.last, last.help == help {
                rows[rows.count - 1].labels.append(label(spec))
            } else {
                rows.append(([label(spec)], help))
            }
        }
        return rows.map { row in
            CardRow(label: row.labels.joined(separator: ", "), value: text.text(for: row.help))
        }
    }

    /// Each command's `lines` in the list's order, except that those placed `before`
    /// another command's come right before them.
    private static func arranged<Line>(
        _ commands: [(name: String?, lines: [Line], before: String?)]
    ) -> [Line] {
        var ordered = commands.filter { $0.before == nil }
        for command in commands where command.before != nil {
            let index = ordered.firstIndex { $0.name == command.before } ?? ordered.endIndex
            ordered.insert(command, at: index)
        }
        return ordered.flatMap(\.lines)
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
