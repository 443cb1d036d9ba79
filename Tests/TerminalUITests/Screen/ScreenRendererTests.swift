import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct ScreenRendererTests {
    @Test func render_redrawsEverything_onFirstFrame() {
        var sut = makeSUT()
        let frame = buffer(["ab", "cd"])

        let output = sut.render(frame)

        #expect(replay([output], size: 2, 2) == ["ab", "cd"])
        #expect(text(output).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    }

    @Test func render_writesOnlyTheChangedCell_afterOneTypedCharacter() {
        var sut = makeSUT()
        var frame = buffer(["Plate: AB  ", "card       "])
        _ = sut.render(frame)
        frame.write("C", x: 9, y: 0)

        let output = sut.render(frame)

        #expect(text(output) == "\u{1B}[1;10HC")
    }

    @Test func render_writesNothing_whenNothingChanged() {
        var sut = makeSUT()
        let frame = buffer(["ab"])
        _ = sut.render(frame)

        #expect(sut.render(frame).isEmpty)
    }

    @Test func render_movesRight_betweenChangesOnOneRow() {
        var sut = makeSUT()
        _ = sut.render(buffer(["abcdef"]))

        let output = sut.render(buffer(["xbcdey"]))

        #expect(text(output) == "\u{1B}[1;1Hx\u{1B}[4Cy")
    }

    @Test func render_changesStyle_andResetsAtTheEnd() {
        var sut = makeSUT()
        var frame = buffer(["ab"])
        _ = sut.render(frame)
        frame.write("b", x: 1, y: 0, style: CellStyle(bold: true, reverse: true))

        let output = sut.render(frame)

        #expect(text(output) == "\u{1B}[1;2H\u{1B}[0;1;7mb\u{1B}[0m")
    }

    @Test func render_redrawsEverything_afterResize() {
        var sut = makeSUT()
        _ = sut.render(buffer(["ab", "cd"]))

        let output = sut.render(buffer(["abc", "def", "ghi"]))

        #expect(text(output).contains("\u{1B}[2J"))
        #expect(replay([output], size: 3, 3) == ["abc", "def", "ghi"])
    }

    @Test func render_redrawsEverything_afterInvalidate() {
        var sut = makeSUT()
        let frame = buffer(["ab"])
        _ = sut.render(frame)

        sut.invalidate()

        #expect(text(sut.render(frame)).contains("\u{1B}[2J"))
    }

    @Test func render_leavesScreenEqualToFrame_acrossWideCharacterChanges() {
        var sut = makeSUT()
        let frames = [
            buffer(["a日本b", "xyz   "]), buffer(["日a本b", "x😀z  "]), buffer(["ab日本", "xy🇪🇨 "]),
            buffer(["abcdef", "日本語"]),
        ]

        let outputs = frames.map { sut.render($0) }

        #expect(replay(outputs, size: 6, 2) == frames[3].lines())
        #expect(replay(Array(outputs.prefix(2)), size: 6, 2) == frames[1].lines())
    }

    @Test(arguments: [ScreenReplica.Measure.graphemeClusters, .codePoints], emojiChanges)
    func render_leavesNoStaleCell_whicheverWayTheTerminalMeasuresEmoji(
        measure: ScreenReplica.Measure, change: (before: String, after: String)
    ) {
        var sut = makeSUT()
        let width = DisplayWidth.of(change.before)
        let frames = [buffer([change.before]), buffer([change.after], width: width)]

        let outputs = frames.map { sut.render($0) }

        let first = replica(Array(outputs.prefix(1)), size: width, 1, measure)
        let second = replica(outputs, size: width, 1, measure)
        #expect(mismatches(first, frames[0]).isEmpty)
        #expect(mismatches(second, frames[1]).isEmpty)
    }

    @Test func render_leavesScreenEqualToFrame_whenWideCellsBecomeNarrowAndBack() {
        var sut = makeSUT()
        let frames = [
            buffer(["日本語ab"]), buffer(["x本語ab "]), buffer(["xy語a日 "]), buffer(["日xyzab "]),
            buffer(["abcdefgh"]), buffer(["abcdef日"]), buffer(["abcdefg "]),
        ]

        let outputs = frames.map { sut.render($0) }

        for count in 1...frames.count {
            #expect(
                replay(Array(outputs.prefix(count)), size: 8, 1) == frames[count - 1].lines(),
                "frame \(count)")
        }
    }

    @Test func render_blanksTheCellBeforeTheEdge_whenAWideCharacterDoesNotFit() {
        var sut = makeSUT()
        let before = buffer(["abcde"])
        var frame = before
        frame.write("xy日", x: 2, y: 0)

        let outputs = [sut.render(before), sut.render(frame)]

        #expect(frame.lines() == ["abxy "])
        #expect(replay(outputs, size: 5, 1) == ["abxy "])
    }

    @Test func render_placesTheCursor_afterAGraphemeTerminalsMeasureDifferently() {
        var sut = makeSUT()

        let output = sut.render(buffer(["👍🏽ab"]))

        #expect(
            text(output) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H  \u{1B}[1;1H👍🏽\u{1B}[1;3Hab")
    }

    @Test func render_writesAgainTheCellsAWiderDrawingMayCover_evenWhenUnchanged() {
        var sut = makeSUT()
        _ = sut.render(buffer(["ab  cdef"]))

        let output = sut.render(buffer(["👍🏽  cdef"]))

        #expect(text(output) == "\u{1B}[1;1H  \u{1B}[1;1H👍🏽\u{1B}[1;3H  ")
    }

    @Test func render_writesLongGraphemeOnlyWhenItChanged() {
        var sut = makeSUT()
        var frame = buffer(["a   "])
        frame.write("👨‍👩‍👧", x: 2, y: 0)
        _ = sut.render(frame)
        var same = buffer(["a   "])
        same.write("👨‍👩‍👧", x: 2, y: 0)
        var changed = same
        changed.write("👩‍👩‍👦", x: 2, y: 0)

        let unchanged = sut.render(same)
        let output = sut.render(changed)

        #expect(unchanged.isEmpty)
        #expect(text(output) == "\u{1B}[1;3H  \u{1B}[1;3H👩‍👩‍👦")
    }

    @Test func render_dropsColours_inMonochrome() {
        var sut = ScreenRenderer(colors: .monochrome)
        var frame = ScreenBuffer(width: 2, height: 1)
        frame.write("a", x: 0, y: 0, style: CellStyle(bold: true, foreground: .red))

        #expect(text(sut.render(frame)).contains("\u{1B}[0;1ma"))
    }

    @Test func render_writesColours_whenSupported() {
        var sut = ScreenRenderer(colors: .color)
        var frame = ScreenBuffer(width: 2, height: 1)
        frame.write("a", x: 0, y: 0, style: CellStyle(foreground: .red))

        #expect(text(sut.render(frame)).contains("\u{1B}[0;31ma"))
    }

    // MARK: - Helpers

    /// Rows before and after, with emoji terminals draw differently.
    static let emojiChanges: [(before: String, after: String)] = [
        ("OK 👍🏽 PBX1234   ", "                 "), ("abcdefgh", "❤️cdefgh"),
        ("👨‍👩‍👧 family  ", "x          "), ("🇪🇨 Ecuador", "日本Ecuador"), ("abcdef", "1️⃣bcdef"),
        ("☝🏽 up      ", "ab☝🏽 up    "), ("xy 😀 z", "xy 😀 w"), ("ab👍🏽cdef", "ab👍🏽cdeg"),
        ("[ ] OK 👍🏽  PBX", "    OK 👍🏽  PBX"),
    ]

    /// The cells where `replica` does not show what `frame` holds. A grapheme terminals
    /// measure differently may show as its first code point alone, and its second cell as a
    /// blank; anything else there is stale.
    private func mismatches(_ replica: ScreenReplica, _ frame: ScreenBuffer) -> [Int] {
        let shown = replica.rows()[0]
        var mismatches: [Int] = []
        var x = 0
        while x < frame.width {
            let cell = frame[x, 0]
            let isWide = x + 1 < frame.width && frame[x + 1, 0].isContinuation
            if WidthSpread.isUncertain(cell.grapheme) {
                let first = cell.grapheme.unicodeScalars.first
                if shown[x].unicodeScalars.first != first { mismatches.append(x) }
                if isWide, !["", " "].contains(shown[x + 1]) { mismatches.append(x + 1) }
                x += isWide ? 2 : 1
                continue
            }
            if shown[x] != (cell.isContinuation ? "" : String(cell.grapheme)) {
                mismatches.append(x)
            }
            x += 1
        }
        return mismatches
    }

    private func replica(
        _ outputs: [[UInt8]], size columns: Int, _ rows: Int, _ measure: ScreenReplica.Measure
    ) -> ScreenReplica {
        var replica = ScreenReplica(
            size: TerminalSize(columns: columns, rows: rows), measure: measure)
        replica.apply(TerminalModes.enter)
        for output in outputs { replica.apply(output) }
        return replica
    }

    private func makeSUT() -> ScreenRenderer {
        ScreenRenderer(colors: .color)
    }

    private func buffer(_ rows: [String], width: Int? = nil) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width ?? DisplayWidth.of(rows[0]), height: rows.count)
        for (y, row) in rows.enumerated() { buffer.write(row, x: 0, y: y) }
        return buffer
    }

    private func replay(_ outputs: [[UInt8]], size columns: Int, _ rows: Int) -> [String] {
        var replica = ScreenReplica(size: TerminalSize(columns: columns, rows: rows))
        for output in outputs { replica.apply(output) }
        return replica.lines()
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
