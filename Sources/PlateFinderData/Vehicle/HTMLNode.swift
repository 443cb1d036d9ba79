/// A node of a tree parsed by `HTMLDocument`.
///
/// Only valid inside `HTMLDocument.withRoot`, which owns and frees the tree.
struct HTMLNode {
    /// The tree's nodes, which `HTMLDocument` keeps alive while they are read.
    let nodes: HTMLTree.Nodes
    /// The node's entry in `nodes`.
    let index: Int

    /// The child nodes, in document order.
    var children: HTMLSiblings { HTMLSiblings(nodes: nodes, first: entry.firstChild) }

    /// The nodes after this one under the same parent, in document order.
    var followingSiblings: HTMLSiblings { HTMLSiblings(nodes: nodes, first: entry.next) }

    /// The characters of a text node (UTF-8); nil for any other node.
    ///
    /// Comments and the raw contents of `<script>` and `<style>` are other node types,
    /// so they never count as text.
    var textBytes: UnsafeBufferPointer<UInt8>? {
        let entry = entry
        return entry.kind == .text ? nodes.characters(start: entry.start, count: entry.count) : nil
    }

    /// The characters of a text node or of a script's or style's raw contents; nil for any
    /// other node.
    var characters: UnsafeBufferPointer<UInt8>? {
        let entry = entry
        guard entry.kind == .text || entry.kind == .raw else { return nil }
        return nodes.characters(start: entry.start, count: entry.count)
    }

    /// Whether this is an element called `name`, given in lower case as libxml2 stores it.
    func isElement(named name: StaticString) -> Bool {
        let entry = entry
        guard entry.kind == .element else { return false }
        return name.withUTF8Buffer { name in
            nodes.characters(start: entry.start, count: entry.count).elementsEqual(name)
        }
    }

    /// Whether this element's `class` attribute lists `name` among its words.
    ///
    /// Class names are compared exactly, as browsers do; `titulo2` is not `titulo`.
    func hasClass(_ name: StaticString) -> Bool {
        let entry = entry
        guard entry.kind == .element, entry.classStart >= 0 else { return false }
        return Self.words(
            of: nodes.characters(start: entry.classStart, count: entry.classCount), contain: name)
    }

    /// The text under this node, trimmed, controls removed, white space runs collapsed.
    var text: String {
        // Most cells hold one text node, read in place; only several are copied together.
        var single: UnsafeBufferPointer<UInt8>?
        var joined: [UInt8] = []
        forEachInSubtree { node in
            guard let content = node.textBytes else { return }
            guard let first = single else {
                single = content
                return
            }
            if joined.isEmpty { joined.append(contentsOf: first) }
            joined.append(contentsOf: content)
        }
        guard joined.isEmpty else {
            return joined.withUnsafeBufferPointer(HTMLTextNormalizer.normalize(utf8:))
        }
        return HTMLTextNormalizer.normalize(
            utf8: single ?? UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Calls `visit` with this node and every node below it, in document order.
    ///
    /// Walks with the parent links instead of recursing, so deep nesting cannot exhaust
    /// the stack.
    func forEachInSubtree(_ visit: (HTMLNode) -> Void) {
        let entries = nodes.entries
        var current = index
        while current >= 0 {
            visit(HTMLNode(nodes: nodes, index: current))
            if entries[current].firstChild >= 0 {
                current = entries[current].firstChild
                continue
            }
            var climbing = current
            current = -1
            while climbing != index {
                if entries[climbing].next >= 0 {
                    current = entries[climbing].next
                    break
                }
                climbing = entries[climbing].parent
            }
        }
    }

    private var entry: HTMLTree.Entry { nodes.entries[index] }

    /// Whether the white-space separated words of `bytes` include `word`.
    private static func words(
        of bytes: UnsafeBufferPointer<UInt8>, contain word: StaticString
    ) -> Bool {
        word.withUTF8Buffer { word in
            var start = bytes.startIndex
            for end in bytes.startIndex...bytes.endIndex
            where end == bytes.endIndex || bytes[end] == 0x20 || (0x09...0x0D).contains(bytes[end])
            {
                if bytes[start..<end].elementsEqual(word) { return true }
                start = end + 1
            }
            return false
        }
    }
}
