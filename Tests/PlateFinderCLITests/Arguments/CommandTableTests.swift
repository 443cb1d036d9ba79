import PlateFinderApp
import Testing

@testable import PlateFinderCLI

@Suite struct CommandTableTests {
    /// Every way a command line can start: a command and, when it has them, a subcommand.
    static let forms: [Form] = CommandTable.commands.flatMap { command in
        [Form(command: command.name, subcommand: nil, options: Set(command.options))]
            + command.subcommands.map {
                Form(command: command.name, subcommand: $0.name, options: Set($0.options))
            }
    }

    /// A command line's first words and the options the table says they accept.
    struct Form: CustomTestStringConvertible, Sendable {
        let command: String?
        let subcommand: String?
        let options: Set<CommandOption>

        var words: [String] { [command, subcommand].compactMap { $0 } }
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

    @Test func language_offersTheLanguagesSpoken() {
        #expect(CommandOption.language.spec.value == .oneOf(["en", "es"]))
    }

    @Test(arguments: forms)
    func parser_acceptsExactlyTheTablesOptions(form: Form) {
        for option in CommandOption.allCases {
            let spec = option.spec
            let arguments = form.words + [spec.name] + (spec.value == nil ? [] : ["x"])

            let refused: Bool
            if case .unknownOption(let name, _, _)? = refusal(of: arguments) {
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
        #expect(refusal(of: form.words + ["-h"]) == nil)
    }

    @Test(arguments: HelpTopic.allCases, Language.allCases)
    func helpPage_listsTheOptionsItsCommandsAccept(topic: HelpTopic, language: Language) {
        let commands = CommandTable.commands.filter {
            topic == .tool ? $0.optionsOnToolPage : $0.topic == topic
        }
        let accepted = commands.reduce(into: Set<CommandOption>()) { $0.formUnion($1.allOptions) }
        let labels = HelpPage(language: language).optionRows(topic).map(\.label)
        let listed = labels.flatMap { $0.split(separator: ",") }
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

    // MARK: - Helpers

    /// The usage error `arguments` are refused with, or nil when they are understood.
    private func refusal(of arguments: [String]) -> UsageError? {
        do {
            _ = try Invocation(ParsedArguments(arguments))
            return nil
        } catch {
            return error
        }
    }
}
