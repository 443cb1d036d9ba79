import PlateFinderApp
import Testing

@testable import PlateFinderCLI

@Suite struct CommandTableTests {
    /// Every way a command line can start: a command and, when it has them, a subcommand.
    static let forms: [Form] = CommandTable.commands.flatMap { command in
        [Form(command: command, subcommand: nil, options: Set(command.options))]
            + command.subcommands.map {
                Form(command: command, subcommand: $0.name, options: Set($0.options))
            }
    }

    /// Every command that has a page of its own, and the tool (whose page explains the rest).
    static let pages: [Form] = CommandTable.shownCommands.filter {
        $0.name == nil || HelpPage(language: .english).ownDocument($0) != nil
    }.map { Form(command: $0, subcommand: nil, options: $0.allOptions) }

    /// A command line's first words and the options its declaration says they accept.
    struct Form: CustomTestStringConvertible, Sendable {
        let command: CommandDeclaration
        let subcommand: String?
        let options: Set<CommandOption>

        var words: [String] { [command.name, subcommand].compactMap { $0 } }
        var testDescription: String { words.isEmpty ? "(none)" : words.joined(separator: " ") }
    }

    @Test func options_haveOneRowEach_withSpellingsOfTheirOwn() {
        let rows = CommandTable.options
        let spellings = rows.flatMap { [$0.name, $0.shortName].compactMap { $0 } }

        #expect(
            rows.map(\.option).sorted { "\($0)" < "\($1)" }
                == CommandOption.allCases.sorted { "\($0)" < "\($1)" })
        #expect(Set(spellings).count == spellings.count)
        #expect(rows.allSatisfy { $0.name.hasPrefix("--") })
        #expect(rows.compactMap(\.shortName).allSatisfy { $0.count == 2 && $0.hasPrefix("-") })
    }

    @Test func commands_haveWordsOfTheirOwn_andOneWithoutAWord() {
        let words = CommandTable.commands.flatMap { command -> [String?] in
            [command.name] + command.aliases.map(Optional.some)
        }

        #expect(Set(words).count == words.count)
        #expect(words.filter { $0 == nil }.count == 1)
    }

    @Test func language_offersTheLanguagesSpoken() {
        #expect(CommandOption.language.spec.value == .oneOf(["en", "es"]))
    }

    @Test(arguments: forms)
    func parser_acceptsExactlyTheDeclaredOptions(form: Form) {
        for option in CommandOption.allCases {
            let spec = option.spec
            let arguments = form.words + [spec.name] + (spec.value == nil ? [] : ["x"])

            let refused: Bool
            if case .unknownOption(let name, _, _)? = ArgumentVerdict(arguments).usageError {
                refused = name == spec.name
            } else {
                refused = false
            }

            let accepted =
                form.options.contains(option) || CommandTable.globalOptions.contains(option)
            #expect(refused != accepted, "\(arguments)")
        }
    }

    @Test(arguments: forms.filter { $0.options.contains(.help) })
    func parser_takesTheShortHelp_whereHelpIsAccepted(form: Form) {
        #expect(ArgumentVerdict(form.words + ["-h"]).usageError == nil)
    }

    @Test(arguments: pages, Language.allCases)
    func helpPage_listsTheOptionsItsCommandsAccept(page: Form, language: Language) {
        let help = HelpPage(language: language)
        let accepted =
            page.command.name == nil
            ? Set(CommandTable.globalOptions + [.help, .version]) : page.command.allOptions
        let rows =
            page.command.name == nil ? help.toolOptionRows : help.optionRows(of: page.command)
        let listed = rows.map(\.label).flatMap { $0.split(separator: ",") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .compactMap(CommandOption.init(name:))

        #expect(Set(listed) == accepted)
        #expect(listed.count == accepted.count + accepted.filter { $0.spec.shortName != nil }.count)
    }

    @Test func commands_wordOnlyOptionsTheyAccept() {
        for command in CommandTable.commands {
            #expect(Set(command.optionHelp.keys).isSubset(of: command.allOptions))
        }
    }
}
