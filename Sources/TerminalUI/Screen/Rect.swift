/// A rectangle of cells: the region a widget draws into.
public struct Rect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns; never negative.
    public var width: Int
    /// Rows; never negative.
    public var height: Int

    /// A rectangle; negative sizes become zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }

    /// The rectangle shrunk by `columns` on the left and right and `rows` at top and bottom.
    public func insetBy(columns: Int, rows: Int) -> Rect {
        Rect(x: x + columns, y: y + rows, width: width - 2 * columns, height: height - 2 * rows)
    }

    /// The `count` rows starting `offset` rows down, clipped to this rectangle.
    public func rows(from offset: Int, count: Int) -> Rect {
        let top = min(max(0, offset), height)
        return Rect(x: x, y: y + top, width: width, height: min(count, height - top))
    }

    /// A `width` × `height` rectangle centred in this one (clipped to it).
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(width, self.width)
        let height = min(height, self.height)
        return Rect(
            x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width,
            height: height)
    }
}
