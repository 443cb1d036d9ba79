import PlateFinderApp
import PlateFinderCLITestSupport
import Testing

@testable import PlateFinderCLI

/// The rules every help page keeps: the tool's page lists only the global options, no
/// word is cut at a line's end, every subcommand has its page, and a usage line names what
/// follows a command as the Arguments section does.
@Suite struct HelpPageRulesTests {
    /// A page: a command, and the subcommand it explains if any.
    struct Page: CustomTestStringConvertible, Sendable {
        let command: CommandDeclaration
        let subcommand: String?

        var words: [String] { [command.name, subcommand].compactMap { $0 } }
        var testDescription: String { words.isEmpty ? "(none)" : words.joined(separator: " ") }
    }

    /// The tool's page, every command's and every subcommand's.
    static let pages: [Page] = CommandTable.shownCommands.flatMap { command in
        [Page(command: command, subcommand: nil)]
            + command.subcommands.map { Page(command: command, subcommand: $0.name) }
    }

    static let subcommandPages = pages.filter { $0.subcommand != nil }

    @Test(arguments: Language.allCases)
    func toolPage_listsOnlyTheGlobalOptions_underTheirOwnHeading(language: Language) throws {
        let help = makeSUT(language)
        let page = help.toolDocument
        let global = CommandTable.globalOptions + [.help, .version]

        let section = try #require(
            page.sections.first {
                $0.title == help.text.localized("Global options", "Opciones globales")
            })
        let listed = section.rows.map(\.label).filter { $0.hasPrefix("-") }
            .flatMap { $0.split(separator: ",") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .compactMap(CommandOption.init(name:))
        #expect(Set(listed) == Set(global))
        #expect(!page.sections.contains { $0.title == help.text.optionsTitle })
        let note = try #require(section.rows.last)
        #expect(global.dropLast(2).allSatisfy { note.value.contains($0.name) })
    }

    @Test(arguments: Language.allCases)
    func toolPage_showsNoCommandsOwnOption(language: Language) {
        let rendered = makeSUT(language).render(.tool)
        let body = rendered.components(separatedBy: "\n\n").dropFirst(2).joined()

        for option in ["--all ", "--pending", "--note", "--json", "--format", "--sources"] {
            #expect(!body.contains(option), "\(option)")
        }
    }

    @Test(arguments: pages, Language.allCases)
    func page_neverBreaksAWord_acrossLines(page: Page, language: Language) throws {
        let help = makeSUT(language)
        let document = try #require(pageDocument(page, help))
        let rendered = help.render(page.command, subcommand: page.subcommand)
        let printed = Set(rendered.split { $0 == " " || $0 == "\n" }.map(String.init))

        for row in document.sections.flatMap(\.rows) {
            for word in row.value.split(separator: " ") {
                #expect(printed.contains(String(word)), "\(word) was cut")
            }
        }
        for line in rendered.split(separator: "\n") where line.count > HelpLayout.width {
            #expect(line.split(separator: " ").count == 1, "\(line)")
        }
    }

    @Test(arguments: [
        ["platefinder.sqlite", "https://srienlinea.sri.gob.ec."],
        ["~/.local/share/fish/vendor_completions.d/platefinder.fish."],
    ])
    func layout_putsAWordLongerThanTheLine_wholeOnALineOfItsOwn(words: [String]) {
        let value = (["a", "few", "words", "first"] + words).joined(separator: " ")
        let text = HelpLayout(rows: [CardRow(label: "LABEL", value: value)]).text(indent: 2)

        for word in words {
            #expect(text.contains(word))
        }
        #expect(text.hasSuffix("\n"))
    }

    @Test(arguments: subcommandPages, Language.allCases)
    func subcommand_hasAPageOfItsOwn(page: Page, language: Language) throws {
        let help = makeSUT(language)
        let subcommand = try #require(page.subcommand)
        let spec = try #require(page.command.subcommand(subcommand))
        let document = try #require(help.document(page.command, subcommand: subcommand))
        let name = try #require(page.command.name)

        #expect(document.heading.contains("— \(name) \(subcommand): "))
        #expect(document.heading.count <= 80)
        #expect(!document.usage.isEmpty)
        for line in document.usage where !line.hasPrefix(" ") {
            let words = line.split(separator: " ")
            #expect(
                words[1] == name && words[2].split(separator: "|").contains { $0 == subcommand })
        }
        let description = document.sections.first { $0.title == help.text.descriptionTitle }
        #expect(description?.rows.count == 1)
        #expect(description?.rows.first?.value.isEmpty == false)
        let options = try #require(document.sections.first { $0.title == help.text.optionsTitle })
        let listed = options.rows.map(\.label).flatMap { $0.split(separator: ",") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .compactMap(CommandOption.init(name:))
        #expect(Set(listed) == Set(spec.options))
        #expect(help.render(page.command, subcommand: subcommand) != help.render(page.command))
    }

    @Test(arguments: subcommandPages, Language.allCases)
    func subcommandPage_saysOnlyWhatItsOptionsDoForIt(page: Page, language: Language) throws {
        let help = makeSUT(language)
        let subcommand = try #require(page.subcommand)
        let document = try #require(help.document(page.command, subcommand: subcommand))
        let options = try #require(document.sections.first { $0.title == help.text.optionsTitle })
        let others = page.command.subcommands.map(\.name).filter { $0 != subcommand }

        for row in options.rows {
            for other in others + [page.command.name].compactMap({ $0 }) {
                #expect(!row.value.contains("\(other): "), "\(row.label): \(row.value)")
            }
        }
    }

    @Test(arguments: [Language.english, .spanish])
    func historyShowUsage_namesTheSourcesItLimits(language: Language) throws {
        let help = makeSUT(language)
        let document = try #require(help.document(.history, subcommand: "show"))

        #expect(document.usage.joined().contains("[--sources ant,sri,fines]"))
        #expect(document.usage.joined().contains("[--sri-endpoint URL]"))
    }

    @Test(arguments: subcommandPages)
    func subcommandHelp_printsThePageHelpPrints(page: Page) async throws {
        let harness = try CommandLineHarness(usesStore: false)

        let asked = try await harness.run(page.words + ["--help"])
        let named = try await harness.run(["help"] + page.words)

        #expect(asked.exitCode == 0)
        #expect(asked.output == named.output)
        #expect(asked.output == makeSUT(.english).render(page.command, subcommand: page.subcommand))
    }

    @Test(
        arguments: pages.filter {
            $0.subcommand == nil && $0.command.name != nil && $0.command.name != "help"
        },
        Language.allCases)
    func command_withOwnPage_printsIt_notTheTools(page: Page, language: Language) {
        let help = makeSUT(language)

        #expect(help.ownDocument(page.command) != nil)
        #expect(help.render(page.command) != help.render(.tool))
    }

    @Test(arguments: pages, Language.allCases)
    func usage_namesWhatFollows_asTheArgumentsSectionDoes(page: Page, language: Language) throws {
        let help = makeSUT(language)
        let document = try #require(pageDocument(page, help))
        let usageWords = Set(
            document.usage.flatMap { $0.split { " |[]".contains($0) } }.map(String.init))
        let operand =
            page.subcommand.flatMap { page.command.subcommand($0)?.operand }
            ?? (page.subcommand == nil ? page.command.operand : nil)

        if let operand {
            #expect(usageWords.contains(help.text.placeholder(operand)), "\(operand)")
        }
        let arguments = document.sections.first { $0.title == help.text.argumentsTitle }
        for label in arguments?.rows.map(\.label) ?? [] {
            #expect(usageWords.contains(label), "\(label) not in the usage")
        }
    }

    // MARK: - Helpers

    private func pageDocument(_ page: Page, _ help: HelpPage) -> HelpDocument? {
        guard let subcommand = page.subcommand else { return help.document(page.command) }
        return help.document(page.command, subcommand: subcommand)
    }

    private func makeSUT(_ language: Language) -> HelpPage {
        HelpPage(language: language)
    }
}
