import PlateFinderApp

/// The `--help` pages: each command's wording (`CommandDeclaration.help`), with the Options
/// section drawn from what it accepts, laid out as text 80 columns wide.
struct HelpPage {
    /// The wording of every page.
    let text: HelpText

    /// Pages worded in `language`.
    init(language: Language) {
        text = HelpText(language: language)
    }

    /// What `--help` and `help COMMAND [SUBCOMMAND]` run: the page that explains `command`
    /// (followed by `subcommand`), in the run's language.
    static func printing(_ command: CommandDeclaration, subcommand: String? = nil) -> CommandRun {
        { process throws(CommandFailure) in
            let page = HelpPage(language: process.messages.language)
            process.console.output(page.render(command, subcommand: subcommand))
        }
    }

    /// The page that explains `command` (the tool's, for the commands it explains), or its
    /// `subcommand`'s when one is named, ending in a newline.
    func render(_ command: CommandDeclaration, subcommand: String? = nil) -> String {
        let page = subcommand.flatMap { document(command, subcommand: $0) } ?? document(command)
        var text = page.heading + "\n\n" + page.usageTitle + ":\n"
        text += page.usage.map { "  \($0)\n" }.joined()
        for section in page.sections {
            text += "\n\(section.title):\n" + HelpLayout(rows: section.rows).text(indent: 2)
        }
        return text
    }

    /// The page that explains `command` before it is laid out.
    func document(_ command: CommandDeclaration) -> HelpDocument {
        ownDocument(command) ?? toolDocument
    }

    /// The page of `command` followed by `subcommand`, drawn from its command's: the usage
    /// lines of the subcommand, what it does, the arguments it takes, its own options and
    /// the rest of the command's page; nil when the command has no page or no such
    /// subcommand.
    func document(_ command: CommandDeclaration, subcommand: String) -> HelpDocument? {
        guard let name = command.name, let spec = command.subcommand(subcommand),
            let parent = ownDocument(command)
        else { return nil }
        let operand = spec.operand.map(text.placeholder)
        var sections: [HelpDocument.Section] = []
        for section in parent.sections {
            switch section.title {
            case text.commandsTitle:
                let rows = section.rows.filter { Self.words(of: $0.label).contains(spec.name) }
                sections.append(
                    .init(
                        title: text.descriptionTitle,
                        rows: rows.map { CardRow(label: "", phrases: $0.phrases) }))
            case text.argumentsTitle:
                let rows = section.rows.filter { $0.label == operand }
                if !rows.isEmpty { sections.append(.init(title: section.title, rows: rows)) }
            case text.optionsTitle:
                let rows = rows(Set(spec.options), wording: command.optionHelp).map {
                    Self.unprefixed(
                        $0, names: command.subcommands.map(\.name), subcommand: spec.name,
                        command: name)
                }
                sections.append(.init(title: section.title, rows: rows))
            default: sections.append(section)
            }
        }
        let words = "\(name) \(spec.name)"
        let does = sections.first { $0.title == text.descriptionTitle }?.rows.first
        return HelpDocument(
            heading: "platefinder \(PlateFinderVersion.current) — "
                + Self.tagline(words: words, does: does?.phrases.joined(separator: " ")),
            summary: parent.summary, usageTitle: parent.usageTitle,
            usage: Self.usage(of: spec.name, in: parent.usage, command: name),
            sections: sections)
    }

    /// A subcommand page's title: its words and the first clause of what it does, as the
    /// tool page's title gives the tool's (`tasks edit: change the title, note or due day`).
    private static func tagline(words: String, does: String?) -> String {
        guard let does,
            var clause = does.split(whereSeparator: { ";.:".contains($0) }).first
        else { return "platefinder \(words)" }
        // The title is never wrapped: a long clause keeps what stands before its first
        // comma, and what still does not fit ends at a space with an ellipsis.
        let room = Self.taglineWidth - words.count - 2
        if clause.count > room, let comma = clause.firstIndex(of: ",") {
            clause = clause[..<comma]
        }
        var ending = ""
        if clause.count > room,
            let space = clause.prefix(room - 1).lastIndex(of: " ")
        {
            clause = clause[..<space]
            ending = "…"
        }
        guard let first = clause.first else { return "platefinder \(words)" }
        return "\(words): " + first.lowercased() + clause.dropFirst() + ending
    }

    /// How wide a subcommand's words and clause may be: the title's line less the tool's
    /// name and version before them.
    private static let taglineWidth = 80 - "platefinder \(PlateFinderVersion.current) — ".count

    /// The lines of `usage` that type `command subcommand`, each with the lines that
    /// continue it.
    private static func usage(
        of subcommand: String, in usage: [String], command: String
    )
        -> [String]
    {
        var kept: [String] = []
        var keeping = false
        for line in usage {
            if line.hasPrefix(" ") {
                if keeping { kept.append(line) }
                continue
            }
            let words = line.split(separator: " ")
            keeping =
                words.count > 2 && words[1] == command
                && words[2].split(separator: "|").contains { $0 == subcommand }
            if keeping { kept.append(line) }
        }
        return kept
    }

    /// The words a row's label names (`done`, `undo` of `done|undo` or `done, undo`).
    private static func words(of label: String) -> [String] {
        label.split { $0 == "|" || $0 == "," || $0 == " " }.map(String.init)
    }

    /// `row` as `subcommand`'s page says it: of a text whose parts each say which
    /// subcommands they are about (`add, edit: …`, `history: …; show: …`, `… remind: …`),
    /// only the part about `subcommand`, without its names; else the part about them all.
    private static func unprefixed(
        _ row: CardRow, names: [String], subcommand: String, command: String
    ) -> CardRow {
        let parts = namedParts(of: row.value, names: names + [command])
        guard parts.contains(where: { !$0.names.isEmpty }) else { return row }
        let own = parts.filter { $0.names.contains(subcommand) }
        let shared = parts.filter { $0.names.isEmpty }
        guard let text = (own.isEmpty ? shared : own).first?.text else { return row }
        return CardRow(label: row.label, value: text.prefix(1).uppercased() + text.dropFirst())
    }

    /// `text` cut where a part names the subcommands it is about (at the start, or after
    /// `; ` or `. `), each part with those names; a part naming none is about them all.
    private static func namedParts(
        of text: String, names: [String]
    ) -> [(
        names: [String], text: String
    )] {
        var parts: [(names: [String], text: String)] = [([], "")]
        var rest = Substring(text)
        while !rest.isEmpty {
            if let colon = rest.range(of: ": "),
                case let named = words(of: String(rest[..<colon.lowerBound])),
                !named.isEmpty, named.allSatisfy(names.contains)
            {
                parts.append((named, ""))
                rest = rest[colon.upperBound...]
                continue
            }
            let end = [rest.range(of: "; "), rest.range(of: ". ")].compactMap { $0 }
                .min { $0.lowerBound < $1.lowerBound }
            let piece = end.map { rest[..<$0.upperBound] } ?? rest
            parts[parts.count - 1].text += piece
            rest = rest[piece.endIndex...]
        }
        return parts.filter { !$0.text.isEmpty }.map { part in
            var text = part.text
            while text.hasSuffix(" ") || text.hasSuffix(";") { text.removeLast() }
            if !text.hasSuffix(".") { text += "." }
            return (part.names, text)
        }
    }

    /// `command`'s own page; nil when the tool's page explains it.
    func ownDocument(_ command: CommandDeclaration) -> HelpDocument? {
        command.help?(text, optionRows(of: command)).page
    }

    /// The tool's page: every shown command's usage and row, and the global options.
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

    /// The rows of the tool page's Global options section: the options every command
    /// accepts, `--help` and `--version`, worded in general, then the note that every
    /// command accepts them; a command's own options are on its own page only.
    var toolOptionRows: [CardRow] {
        let global = CommandTable.globalOptions
        return rows(Set(global + [.help, .version]), wording: [:])
            + [text.globalOptionsRow(global.map(\.name))]
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
