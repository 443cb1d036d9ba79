/// The word someone most likely meant when they typed one the command line does not know:
/// the closest by edit distance (letters inserted, removed, replaced or swapped), when it
/// is close enough to be a slip rather than another word.
enum Suggestion {
    /// Typed words longer than this are not compared: no command or option is, and the
    /// comparison's cost grows with the product of the lengths.
    static let longestCompared = 40

    /// The candidate closest to `typed`, or nil when none is close: at most one edit for
    /// short words, two from five characters, three from nine (counted without leading
    /// dashes). Ties go to the earlier candidate.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = Array(typed.lowercased())
        guard !word.isEmpty, word.count <= longestCompared else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let distance = editDistance(word, Array(candidate.lowercased()))
            guard distance <= allowedEdits(candidate), distance < best?.distance ?? .max else {
                continue
            }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    private static func allowedEdits(_ candidate: String) -> Int {
        let letters = candidate.drop { $0 == "-" }.count
        switch letters {
        case ..<5: return 1
        case ..<9: return 2
        default: return 3
        }
    }

    /// Optimal string alignment distance: Levenshtein with adjacent swaps (`fnid`, `find`).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
