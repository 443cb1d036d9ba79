import CLibXML2
import PlateFinderDomain

/// Parses a page with libxml2's HTML parser into an `HTMLTree` and lends its `<body>` to a
/// closure, freeing the tree on every path out of it.
enum HTMLDocument {
    /// Pages longer than this many characters are refused; the portal's pages are about
    /// 10 KiB. Counted in characters, not UTF-8 bytes, because a body of 2 MiB, the most
    /// the HTTP client reads, decodes to at most as many, yet to up to three times as many
    /// bytes when its charset is Latin-1 or Windows-1252.
    static let maximumCharacterCount = 2 * 1024 * 1024

    /// libxml2 wants `xmlInitParser` once before parsers run on several threads; a static
    /// `let` is initialized exactly once, even when first touched concurrently.
    private static let parserInitialization: Void = xmlInitParser()

    /// Recover from broken markup, never fetch anything, say nothing on stderr, keep blank
    /// text (it separates words), trust only the encoding passed in, never a `<meta>`, and
    /// add no default doctype.
    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue
            | HTML_PARSE_IGNORE_ENC.rawValue)

    /// Parses `html` and calls `read` with its root element, `<html>` (nil for an empty
    /// page), for what may stand in `<head>` as well as in `<body>`.
    ///
    /// A document the parser stopped reading before its end (at the nesting limit of 256
    /// elements libxml2's tree builder keeps, which `HTMLTree` keeps too, and when memory
    /// runs out) is not read at all: what it says past that point is unknown, so it is an
    /// unexpected answer. The nodes handed to `read` belong to the parsed tree and must
    /// not outlive the call.
    static func withRoot<Result>(
        of html: String, _ read: (HTMLNode?) throws(LookupFailureReason) -> Result
    ) throws(LookupFailureReason) -> Result {
        // No text has more characters than UTF-8 bytes, so only a long one is counted.
        guard
            html.utf8.count <= maximumCharacterCount
                || html.unicodeScalars.count <= maximumCharacterCount
        else {
            throw .notUnderstood(.page(.tooLong(characters: maximumCharacterCount)))
        }
        // libxml2 returns no document at all for empty input; an empty page has no body.
        guard !html.isEmpty else { return try read(nil) }
        _ = parserInitialization
        // A context of our own, rather than `htmlReadMemory`'s, keeps the parser's errors
        // readable after it returns, and lets the events build our tree instead of its.
        guard let context = htmlNewParserCtxt() else {
            throw .notUnderstood(.page(.parserFailed))
        }
        defer { htmlFreeParserCtxt(context) }
        let tree = HTMLTree()
        context.pointee.sax.pointee = HTMLTreeEvents.handler
        context.pointee._private = Unmanaged.passUnretained(tree).toOpaque()
        let parsed: htmlDocPtr? = HTMLInputSanitizer.withParserReadyUTF8(of: html) { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                htmlCtxtReadMemory(
                    context, chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        context.pointee._private = nil
        // The events build no libxml2 document; should one come anyway, it is freed.
        if let parsed { xmlFreeDoc(parsed) }
        // In recovery mode broken markup is only an error; a fatal one is where the parser
        // halted, and nothing is recorded after it. Nesting too deep halts it the same way.
        if tree.isHalted {
            throw .unexpectedAnswer(.documentCutShort)
        }
        if let error = xmlCtxtGetLastError(context), error.pointee.level == XML_ERR_FATAL {
            throw .unexpectedAnswer(.documentCutShort)
        }
        let nodes = tree.freeze()
        return try withExtendedLifetime(tree) { () throws(LookupFailureReason) -> Result in
            try read(tree.rootIndex.map { HTMLNode(nodes: nodes, index: $0) })
        }
    }
}
