import PlateFinderApp
import Testing

@testable import PlateFinderCLI

/// A command is its declaration and its line in `CommandTable.commands`: the parser, the
/// help pages and the completion scripts find it there (the manual too: `ManualPageTests`),
/// and the hidden one nowhere but in the parser.
@Suite struct CommandDeclarationTests {
    static let named = CommandTableTests.forms.filter {
        $0.command.name != nil && $0.subcommand == nil && $0.command.help != nil
    }

    @Test(arguments: named, Language.allCases)
    func toolPage_namesEveryShownCommand_inItsCommandsSection(
        form: CommandTableTests.Form, language: Language
    ) throws {
        let page = makeSUT(language)
        let commands = try #require(page.toolDocument.sections.first)
        let help = try #require(form.command.help?(page.text, []))

        #expect(commands.rows.contains { $0.label == form.command.name && $0.value == help.does })
        #expect(Set(help.usage).isSubset(of: page.toolDocument.usage))
    }

    @Test(arguments: named, CompletionShell.allCases)
    func completions_offerEveryShownCommand(
        form: CommandTableTests.Form, shell: CompletionShell
    ) throws {
        let name = try #require(form.command.name)

        let script = CompletionScript(shell: shell).render()

        // bash and zsh set what follows the command in a `case` arm of its own; fish in a
        // `complete` line whose condition names it.
        #expect(script.contains(shell == .fish ? " \(name)'" : "\"\(name):\")"))
    }

    @Test func hiddenCommand_isParsed_butNeverShown() {
        let word = CompletionListing.command
        let manual = ManPage(language: .english).render()

        #expect(ArgumentVerdict([word, "plates"]).usageError == nil)
        #expect(ArgumentVerdict(["help", word]).usageError == .unknownCommand(word))
        #expect(!CommandTable.commandWords.contains(word))
        #expect(!makeSUT(.english).render(.tool).contains(word))
        #expect(!manual.contains(word))
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> HelpPage {
        HelpPage(language: language)
    }
}
