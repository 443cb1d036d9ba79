import PlateFinderApp
import Testing

@testable import PlateFinderCLI

@Suite struct HelpPageTasksTests {
    @Test(arguments: Language.allCases)
    func page_explainsEveryTasksSubcommandAndOption(language: Language) {
        let page = makeSUT(language).render(.tasks)

        for text in [
            "platefinder tasks [--all|--pending|--done] [--json]", "platefinder tasks add ",
            "platefinder tasks done|undo ID", "platefinder tasks edit ID",
            "platefinder tasks remove ID", "platefinder tasks remind ",
            "platefinder tasks export --ics", "\n  add ", "\n  done ", "\n  undo ", "\n  edit ",
            "\n  remove ", "\n  remind ", "\n  export ", "--note", "--due", "--no-due", "--plate",
            "--title", "--output", "--store", "--endpoint", "TZ", "\n  6  ", "dueDate",
            "createdAt", "20",
        ] {
            #expect(page.contains(text), "\(text) missing")
        }
    }

    @Test(arguments: Language.allCases)
    func page_listsTasks_onToolPage(language: Language) {
        let page = makeSUT(language).render(.tool)

        #expect(page.contains("platefinder tasks [add|done|undo|edit|remove|remind|export]"))
        #expect(page.contains("\n  tasks "))
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> HelpPage {
        HelpPage(language: language)
    }
}
