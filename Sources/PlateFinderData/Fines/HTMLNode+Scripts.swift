extension HTMLNode {
    /// The source of every `<script>` element at or below this node, in document order.
    ///
    /// libxml2 keeps a script's characters as written, entities and markup included, in
    /// nodes that are not text; a script inside an HTML comment is part of the comment and
    /// never read.
    var scriptSources: [String] {
        var sources: [String] = []
        forEachInSubtree { node in
            guard node.isElement(named: "script") else { return }
            var bytes: [UInt8] = []
            for child in node.children {
                guard let characters = child.characters else { continue }
                bytes.append(contentsOf: characters)
            }
            sources.append(String(decoding: bytes, as: UTF8.self))
        }
        return sources
    }
}
