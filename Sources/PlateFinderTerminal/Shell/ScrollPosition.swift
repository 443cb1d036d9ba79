/// How far something taller than its region is scrolled: moved by keys, kept within what
/// the last frame could show.
struct ScrollPosition {
    /// The first line shown.
    private(set) var offset = 0
    /// The largest offset the last frame allowed.
    private(set) var limit = Int.max

    /// Moves by `lines` (negative: up), staying within `0...limit`.
    mutating func move(by lines: Int) {
        offset = min(max(0, offset + lines), limit)
    }

    /// Back to the top, e.g. for a new vehicle.
    mutating func reset() {
        offset = 0
        limit = Int.max
    }

    /// Records what the frame being drawn can show; returns the offset to draw at.
    mutating func fit(limit newLimit: Int) -> Int {
        limit = max(0, newLimit)
        offset = min(offset, limit)
        return offset
    }
}
