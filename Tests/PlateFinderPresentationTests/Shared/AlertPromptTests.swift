import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

@MainActor
struct AlertPromptTests {
    @Test
    func confirm_runsOnlyTheConfirmAction() async {
        let spy = ActionSpy()
        let sut = makeSUT(spy)

        await sut.confirm()

        #expect(spy.names == ["confirm"])
    }

    @Test
    func cancel_runsOnlyTheCancelAction() {
        let spy = ActionSpy()
        let sut = makeSUT(spy)

        sut.cancel()

        #expect(spy.names == ["cancel"])
    }

    @Test
    func init_cancelsWithTheCancelLabelByDefault() {
        let sut = makeSUT(ActionSpy())

        #expect(sut.kind == .removeFavorite(Plate("PBX1234")))
        #expect(sut.confirmLabel == .remove)
        #expect(sut.cancelLabel == .cancel)
        #expect(sut.isDestructive)
    }

    private func makeSUT(_ spy: ActionSpy) -> AlertPrompt {
        AlertPrompt(
            kind: .removeFavorite(Plate("PBX1234")), confirmLabel: .remove, isDestructive: true
        ) {
            spy.record("confirm")
        } cancel: {
            spy.record("cancel")
        }
    }
}
