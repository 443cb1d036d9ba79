/// A run of sibling nodes, followed through their `next` links.
struct HTMLSiblings: Sequence, IteratorProtocol {
    private let nodes: HTMLTree.Nodes
    private var upcoming: Int

    /// The siblings starting at entry `first` of `nodes` (none when -1).
    init(nodes: HTMLTree.Nodes, first: Int) {
        self.nodes = nodes
        upcoming = first
    }

    /// The next sibling, or nil after the last.
    mutating func next() -> HTMLNode? {
        guard upcoming >= 0 else { return nil }
        let node = HTMLNode(nodes: nodes, index: upcoming)
        upcoming = nodes.entries[upcoming].next
        return node
    }
}
