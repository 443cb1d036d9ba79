import TerminalUI

/// `widget` drawn into the whole of a `width` × `height` buffer.
func draw(
    _ widget: some Widget, width: Int, height: Int, colors: ColorSupport = .monochrome
) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    widget.draw(in: buffer.bounds, into: &buffer, theme: Theme(colors: colors))
    return buffer
}

/// The columns of `row` in `buffer` drawn in `style`.
func columns(of buffer: ScreenBuffer, row: Int, in style: CellStyle) -> [Int] {
    (0..<buffer.width).filter { buffer[$0, row].style == style && !buffer[$0, row].isContinuation }
}
