import PlateFinderApp
import Testing

/// The key table the keys overlay and the manual page both read.
@Suite struct AppKeysTests {
    @Test func overlay_showsEachRow_asTheScreenThatTakesItSaysIt() {
        let screens = makeSUT().flatMap(\.rows)

        for row in AppKeys.overlay {
            #expect(screens.contains(row), "\(row.keys)")
        }
    }

    @Test func screens_listNoActionTheOverlayLeavesOut_butItsOwnAndTheQuestionsKeys() {
        let shown = Set(AppKeys.overlay.map(\.action))
        let ownKeys: Set<KeyAction> = [.scroll, .close, .choose, .switchButton]

        for row in makeSUT().flatMap(\.rows) where !shown.contains(row.action) {
            #expect(ownKeys.contains(row.action), "\(row.action)")
        }
    }

    @Test func screens_coverEveryPartOfTheApp_once() {
        #expect(makeSUT().map(\.screen) == KeyScreen.allCases)
    }

    @Test(arguments: [
        ("Tab ⇧Tab", "Tab Shift-Tab"), ("^F", "Ctrl-F"), ("↑↓ PgUp PgDn", "Up Down PgUp PgDn"),
        ("←→ Tab", "Left Right Tab"), ("⇧Ins", "Shift-Insert"), ("q ^C", "q Ctrl-C"), ("?", "?"),
    ])
    func plainKeys_spellSymbolsAsWords(keys: String, plain: String) {
        #expect(KeyRow(keys, .quit).plainKeys == plain)
    }

    @Test(arguments: KeyScreen.allCases)
    func screen_hasATitle_inBothLanguages(screen: KeyScreen) {
        let english = Messages(language: .english).keyScreenTitle(screen)
        let spanish = Messages(language: .spanish).keyScreenTitle(screen)

        #expect(!english.isEmpty && !spanish.isEmpty)
        #expect(english != spanish)
    }

    // MARK: - Helpers

    private func makeSUT() -> [(screen: KeyScreen, rows: [KeyRow])] {
        AppKeys.screens
    }
}
