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
        #expect(text(output) == "\u{1B}[1;3H👩‍👩‍👦")
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

    private func makeSUT() -> ScreenRenderer {
        ScreenRenderer(colors: .color)
    }

    private func buffer(_ rows: [String]) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: DisplayWidth.of(rows[0]), height: rows.count)
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
