import CLibXML2

/// A node of a tree parsed by `HTMLDocument`, read straight through libxml2's pointers.
///
/// Only valid inside `HTMLDocument.withBody`, which owns and frees the tree.
struct HTMLNode {
    /// The libxml2 node.
    let pointer: xmlNodePtr

    /// The child nodes, in document order.
    var children: HTMLSiblings { HTMLSiblings(first: pointer.pointee.children) }

    /// The nodes after this one under the same parent, in document order.
    var followingSiblings: HTMLSiblings { HTMLSiblings(first: pointer.pointee.next) }

    /// The characters of a text node (UTF-8, NUL-terminated); nil for any other node.
    ///
    /// Comments and the raw contents of `<script>` and `<style>` are other node types,
    /// so they never count as text.
    var textBytes: UnsafeMutablePointer<xmlChar>? {
        pointer.pointee.type == XML_TEXT_NODE ? pointer.pointee.content : nil
    }

    /// Whether this is an element called `name`, given in lower case as libxml2 stores it.
    func isElement(named name: StaticString) -> Bool {
        guard pointer.pointee.type == XML_ELEMENT_NODE, let ownName = pointer.pointee.name else {
            return false
        }
        return Self.isString(ownName, equalTo: name)
    }

    /// Whether this element's `class` attribute lists `name` among its words.
    ///
    /// Class names are compared exactly, as browsers do; `titulo2` is not `titulo`.
    func hasClass(_ name: StaticString) -> Bool {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return false }
        var attribute = pointer.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name,
                Self.isString(attributeName, equalTo: "class")
            {
                // The HTML parser stores an attribute's value as text nodes under it.
                return HTMLSiblings(first: current.pointee.children).contains { node in
                    node.textBytes.map { Self.words(of: $0, contain: name) } ?? false
                }
            }
            attribute = current.pointee.next
        }
        return false
    }

    /// The text under this node, trimmed, controls removed, white space runs collapsed.
    var text: String {
        var bytes: [UInt8] = []
        forEachInSubtree { node in
            guard let content = node.textBytes else { return }
            bytes.append(
                contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
        }
        return bytes.withUnsafeBufferPointer(HTMLTextNormalizer.normalize(utf8:))
    }

    /// Calls `visit` with this node and every node below it, in document order.
    ///
    /// Walks with the parent pointers instead of recursing, so deep hostile nesting cannot
    /// exhaust the stack.
    func forEachInSubtree(_ visit: (HTMLNode) -> Void) {
        var current: xmlNodePtr? = pointer
        while let node = current {
            visit(HTMLNode(pointer: node))
            if node.pointee.type == XML_ELEMENT_NODE, let child = node.pointee.children {
                current = child
                continue
            }
            current = nil
            var climbing = node
            while climbing != pointer {
                if let next = climbing.pointee.next {
                    current = next
                    break
                }
                guard let parent = climbing.pointee.parent else { break }
                climbing = parent
            }
        }
    }

    /// Compared byte by byte: `string` is NUL-terminated, so a shorter one differs before
    /// the loop could read past its end.
    private static func isString(
        _ string: UnsafePointer<xmlChar>, equalTo expected: StaticString
    ) -> Bool {
        expected.withUTF8Buffer { expected in
            for index in expected.indices where string[index] != expected[index] {
                return false
            }
            return string[expected.count] == 0
        }
    }

    /// Whether the white-space separated words of the NUL-terminated `text` include `word`.
    private static func words(
        of text: UnsafeMutablePointer<xmlChar>, contain word: StaticString
    ) -> Bool {
        let bytes = UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text)))
        return word.withUTF8Buffer { word in
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
