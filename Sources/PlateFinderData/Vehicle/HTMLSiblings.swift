/// A run of sibling nodes, followed through their `next` links.
struct HTMLSiblings: Sequence, IteratorProtocol {
    private unowned(unsafe) let tree: HTMLTree
    private var upcoming: Int

    /// The siblings starting at entry `first` of `tree` (none when -1).
    init(tree: HTMLTree, first: Int) {
        self.tree = tree
        upcoming = first
    }

    /// The next sibling, or nil after the last.
    mutating func next() -> HTMLNode? {
        guard upcoming >= 0 else { return nil }
        let node = HTMLNode(tree: tree, index: upcoming)
        upcoming = tree.entries[upcoming].next
        return node
    }
}
