import CLibXML2

/// A run of sibling nodes, followed through libxml2's `next` pointers.
struct HTMLSiblings: Sequence, IteratorProtocol {
    private var upcoming: xmlNodePtr?

    /// The siblings starting at `first` (none when nil).
    init(first: xmlNodePtr?) {
        upcoming = first
    }

    /// The next sibling, or nil after the last.
    mutating func next() -> HTMLNode? {
        guard let node = upcoming else { return nil }
        upcoming = node.pointee.next
        return HTMLNode(pointer: node)
    }
}
