import CLibXML2

/// The parser events that build an `HTMLTree`, in place of libxml2's own tree builder.
///
/// Each callback finds its tree through the parser context's `_private` pointer, which
/// `HTMLDocument` sets for the length of one parse.
enum HTMLTreeEvents {
    /// A handler that sends element, text, script and comment events to the context's tree
    /// and builds no libxml2 document.
    static var handler: htmlSAXHandler {
        var handler = htmlSAXHandler()
        handler.startElement = { context, name, attributes in
            guard let tree = HTMLTreeEvents.tree(of: context), let name else { return }
            let classValue = HTMLTreeEvents.firstClass(in: attributes)
            if !tree.openElement(
                name: HTMLTreeEvents.buffer(of: name),
                classValue: classValue.map(HTMLTreeEvents.buffer(of:)))
            {
                // Past the depth libxml2's builder allows nothing more is read, as there.
                xmlStopParser(context?.assumingMemoryBound(to: xmlParserCtxt.self))
            }
        }
        handler.endElement = { context, _ in HTMLTreeEvents.tree(of: context)?.closeElement() }
        handler.characters = { context, characters, count in
            guard let tree = HTMLTreeEvents.tree(of: context), let characters, count > 0 else {
                return
            }
            tree.addText(UnsafeBufferPointer(start: characters, count: Int(count)))
        }
        handler.cdataBlock = { context, characters, count in
            guard let tree = HTMLTreeEvents.tree(of: context), let characters, count > 0 else {
                return
            }
            tree.addRaw(UnsafeBufferPointer(start: characters, count: Int(count)))
        }
        handler.comment = { context, _ in HTMLTreeEvents.tree(of: context)?.addOther() }
        handler.processingInstruction = { context, _, _ in
            HTMLTreeEvents.tree(of: context)?.addOther()
        }
        return handler
    }

    fileprivate static func tree(of context: UnsafeMutableRawPointer?) -> HTMLTree? {
        guard
            let owner = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
        else { return nil }
        return Unmanaged<HTMLTree>.fromOpaque(owner).takeUnretainedValue()
    }

    /// The value of the first `class` in the parser's name, value, …, nil list; the parser
    /// has already dropped repeated names and decoded entities.
    fileprivate static func firstClass(
        in attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> UnsafePointer<xmlChar>? {
        guard let attributes else { return nil }
        var index = 0
        while let name = attributes[index] {
            if xmlStrEqual(name, "class") != 0 { return attributes[index + 1] }
            index += 2
        }
        return nil
    }

    fileprivate static func buffer(of text: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text)))
    }
}
