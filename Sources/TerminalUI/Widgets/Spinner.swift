/// A one-character animation and a label, advanced one frame per tick.
public struct Spinner: Widget {
    /// The animation frames (braille dots, one column each).
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The tick count; each tick shows the next frame.
    public var tick: Int
    /// Text shown after the animation, e.g. "Searching…".
    public var label: String

    /// A spinner at `tick` with `label`.
    public init(tick: Int, label: String) {
        self.tick = tick
        self.label = label
    }

    /// The frame shown at `tick`.
    public var frame: Character {
        let count = Self.frames.count
        return Self.frames[((tick % count) + count) % count]
    }

    /// Draws the frame and the label on the first row of `rect`.
    public func draw(in rect: Rect, into buffer: inout ScreenBuffer, theme: Theme) {
        guard rect.height > 0 else { return }
        buffer.fill(rect.rows(from: 0, count: 1))
        let x = buffer.write(
            String(frame), x: rect.x, y: rect.y, style: theme.accent, limit: rect.maxX)
        buffer.write(" " + label, x: x, y: rect.y, limit: rect.maxX)
    }
}
