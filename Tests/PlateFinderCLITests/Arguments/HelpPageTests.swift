import PlateFinderApp
import Testing

@testable import PlateFinderCLI

@Suite struct HelpPageTests {
    @Test(arguments: CommandTableTests.pages, Language.allCases)
    func page_listsOptionsAndExitCodes(form: CommandTableTests.Form, language: Language) {
        let page = makeSUT(language).render(form.command)

        let accepted = form.command.name == nil ? Set(CommandTable.globalOptions) : form.options
        for option in [CommandOption.json, .language, .help] where accepted.contains(option) {
            #expect(page.contains(option.name), "\(option.name) missing")
        }
        for code in ["0", "2", "7"] {
            #expect(page.contains("\n  \(code)  "), "exit code \(code) missing")
        }
        #expect(page.hasSuffix("\n"))
    }

    @Test(arguments: pages(nil, "find", "history", "favorites"), Language.allCases)
    func page_listsStoreOptionEnvironmentAndStorageExitCode(
        form: CommandTableTests.Form, language: Language
    ) {
        let page = makeSUT(language).render(form.command)

        for text in ["--store", "PLATEFINDER_STORE", "XDG_DATA_HOME", "HOME", "\n  6  "] {
            #expect(page.contains(text), "\(text) missing")
        }
    }

    @Test(arguments: Language.allCases)
    func page_explainsEveryHistorySubcommandAndClearOptions(language: Language) {
        let page = makeSUT(language).render(.history)

        for text in [
            "platefinder history show", "platefinder history remove",
            "platefinder history clear [--yes]", "\n  show ", "\n  remove ", "\n  clear ",
            "--endpoint", "--timeout", "plateNumber", "\"source\": \"cache\"",
        ] {
            #expect(page.contains(text), "\(text) missing")
        }
    }

    @Test(arguments: Language.allCases)
    func page_explainsEveryFavoritesSubcommand(language: Language) {
        let page = makeSUT(language).render(.favorites)

        for text in ["add|remove|toggle", "\n  add ", "\n  remove ", "\n  toggle "] {
            #expect(page.contains(text), "\(text) missing")
        }
        #expect(!page.contains("--endpoint"))
    }

    @Test(arguments: pages(nil, "find", "history"), Language.allCases)
    func page_listsPortalOptionsEnvironmentAndPortalExitCodes(
        form: CommandTableTests.Form, language: Language
    ) {
        let page = makeSUT(language).render(form.command)

        for text in [
            "--endpoint", "--timeout", "PLATEFINDER_ANT_URL", "LANG", "\n  3  ", "\n  4  ",
            "\n  5  ",
        ] {
            #expect(page.contains(text), "\(text) missing")
        }
    }

    @Test(arguments: CommandTableTests.pages, Language.allCases)
    func page_fitsEightyColumns(form: CommandTableTests.Form, language: Language) {
        let lines = makeSUT(language).render(form.command).split(separator: "\n")

        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func page_isSpanish_inSpanish() {
        let page = makeSUT(.spanish).render(.tool)

        #expect(page.contains("Uso:"))
        #expect(page.contains("Códigos de salida:"))
    }

    @Test func page_listsEveryCommand_onToolPage() {
        let page = makeSUT(.english).render(.tool)

        for command in ["find", "validate", "history", "favorites", "help", "--version"] {
            #expect(page.contains("platefinder \(command)"), "\(command) missing")
        }
    }

    // MARK: - Helpers

    /// The pages of the commands spelled `names` (nil: the tool's).
    private static func pages(_ names: String?...) -> [CommandTableTests.Form] {
        CommandTableTests.pages.filter { names.contains($0.command.name) }
    }

    private func makeSUT(_ language: Language) -> HelpPage {
        HelpPage(language: language)
    }
}
