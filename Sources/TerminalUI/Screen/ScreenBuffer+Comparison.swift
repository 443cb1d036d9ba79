extension ScreenBuffer {
    /// Whether buffers of the same size show the same thing.
    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.cells.indices.allSatisfy { !lhs.differs(at: $0, from: rhs) }
    }

    /// Whether the cell at `index` differs from the one at the same index of `other`.
    func differs(at index: Int, from other: ScreenBuffer) -> Bool {
        let mine = cells[index]
        let theirs = other.cells[index]
        guard mine.isExtra, theirs.isExtra else { return mine != theirs }
        return mine.attributes != theirs.attributes
            || extras[mine.extraIndex] != other.extras[theirs.extraIndex]
    }

    /// Appends the UTF-8 bytes of the grapheme at `index` to `output`.
    func appendGrapheme(at index: Int, to output: inout [UInt8]) {
        let cell = cells[index]
        if cell.isExtra {
            output.append(contentsOf: extras[cell.extraIndex].utf8)
        } else {
            cell.appendInlineBytes(to: &output)
        }
    }

    /// The grapheme `cell` shows.
    func grapheme(of cell: StoredCell) -> Character {
        if cell.isExtra { return Character(extras[cell.extraIndex]) }
        var bytes: [UInt8] = []
        cell.appendInlineBytes(to: &bytes)
        return String(decoding: bytes, as: UTF8.self).first ?? " "
    }
}
