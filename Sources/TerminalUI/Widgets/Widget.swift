/// Something that draws itself into a rectangle of a screen buffer.
///
/// Widgets are plain values built from the state to show; drawing has no side effects
/// beyond the cells inside `rect`.
public protocol Widget {
    /// Draws into `rect` of `buffer` with the styles of `theme`.
    func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme)
}
