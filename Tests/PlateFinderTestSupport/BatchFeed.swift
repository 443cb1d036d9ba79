import Foundation
import PlateFinderDomain

/// A batch's input for tests: the entries given, one per call, then nil; it counts how many
/// were read.
public actor BatchFeed<Tag: Sendable> {
    private var entries: [BatchEntry<Tag>]
    private var position = 0

    /// A feed of `entries`, in order.
    public init(_ entries: [BatchEntry<Tag>]) {
        self.entries = entries
    }

    /// How many entries were read so far.
    public var readCount: Int { position }

    /// The next entry; nil once every one was read.
    public func next() -> BatchEntry<Tag>? {
        guard position < entries.count else { return nil }
        defer { position += 1 }
        return entries[position]
    }
}

extension BatchFeed where Tag == Int {
    /// A feed asking `plates`, each tagged with its place (0, 1, …).
    public init(plates: [String]) {
        self.init(plates.enumerated().map { .lookUp(LookupPlate.complete($1), tag: $0) })
    }
}
