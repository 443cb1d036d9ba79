import TerminalUI
import Testing

@MainActor @Suite struct ObservationRendererTests {
    @Test func renderNow_drawsOneFrame() {
        let (sut, _, seen) = makeSUT()

        sut.renderNow()

        #expect(sut.frameCount == 1)
        #expect(seen.values == [0])
    }

    @Test func change_drawsAFrameShowingIt() async {
        let (sut, counter, seen) = makeSUT()
        sut.renderNow()

        counter.value = 5
        await sut.nextFrame()

        #expect(seen.values == [0, 5])
    }

    @Test func severalChanges_drawOneFrame_showingTheLast() async {
        let (sut, counter, seen) = makeSUT()
        sut.renderNow()

        counter.value = 1
        counter.label = "two"
        counter.value = 3
        await sut.nextFrame()

        #expect(sut.frameCount == 2)
        #expect(seen.values == [0, 3])
        #expect(!sut.isFramePending)
    }

    @Test func changesAfterAFrame_drawAnotherFrame() async {
        let (sut, counter, seen) = makeSUT()
        sut.renderNow()

        counter.value = 1
        await sut.nextFrame()
        counter.value = 2
        await sut.nextFrame()

        #expect(seen.values == [0, 1, 2])
    }

    @Test func requestFrame_coalescesRequests() async {
        let (sut, _, seen) = makeSUT()
        sut.renderNow()

        sut.requestFrame()
        sut.requestFrame()
        sut.requestFrame()
        #expect(sut.isFramePending)
        await sut.nextFrame()

        #expect(seen.values == [0, 0])
    }

    @Test func renderNow_drawsPendingChange_withoutASecondFrame() async {
        let (sut, counter, seen) = makeSUT()
        sut.renderNow()

        counter.value = 7
        sut.renderNow()
        counter.value = 8
        await sut.nextFrame()

        #expect(seen.values == [0, 7, 8])
    }

    // MARK: - Helpers

    private final class Seen {
        var values: [Int] = []
    }

    private func makeSUT() -> (ObservationRenderer, Counter, Seen) {
        let counter = Counter()
        let seen = Seen()
        let sut = ObservationRenderer(minimumFrameInterval: .zero) {
            _ = counter.label
            seen.values.append(counter.value)
        }
        return (sut, counter, seen)
    }
}
