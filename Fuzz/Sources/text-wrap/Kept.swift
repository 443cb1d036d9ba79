/// What wrapping must keep of a text: every scalar of every character but the spaces
/// between words (and the line breaks, where the wrapper breaks lines anyway).
enum Kept {
    static func scalars(of lines: [String], droppingLineBreaks: Bool = false) -> [Unicode.Scalar] {
        lines.flatMap { line in
            line.filter { $0 != " " && !(droppingLineBreaks && $0 == "\n") }.unicodeScalars
        }
    }
}
