import TerminalUI
import Testing

@Suite struct SpinnerTests {
    @Test func draw_showsFrameAndLabel() {
        #expect(
            draw(Spinner(tick: 0, label: "Searching…"), width: 14, height: 1).lines() == [
                "⠋ Searching…  "
            ])
    }

    @Test func frame_advancesPerTick_andWrapsAround() {
        let frames = (0...10).map { Spinner(tick: $0, label: "").frame }

        #expect(frames[1] == "⠙")
        #expect(Set(frames.prefix(10)).count == 10)
        #expect(frames[10] == frames[0])
        #expect(Spinner(tick: -1, label: "").frame == "⠏")
    }
}
