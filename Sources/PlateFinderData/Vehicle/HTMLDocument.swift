import CLibXML2
import PlateFinderDomain

/// Parses a page with libxml2's HTML parser and lends its `<body>` to a closure, freeing
/// the tree on every path out of it.
enum HTMLDocument {
    /// Pages larger than this are refused; the portal's pages are about 10 KiB.
    static let maximumByteCount = 2 * 1024 * 1024

    /// libxml2 wants `xmlInitParser` once before parsers run on several threads; a static
    /// `let` is initialized exactly once, even when first touched concurrently.
    private static let parserInitialization: Void = xmlInitParser()

    /// Recover from broken markup, never fetch anything, say nothing on stderr, keep blank
    /// text (it separates words), trust only the encoding passed in, never a `<meta>`, and
    /// allocate less: small text nodes inline, no default doctype.
    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue
            | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)

    /// Parses `html` and calls `read` with its `<body>` (nil when the page has none).
    ///
    /// The nodes handed to `read` belong to the parsed tree and must not outlive the call.
    static func withBody<Result>(
        of html: String, _ read: (HTMLNode?) throws(CarInfoError) -> Result
    ) throws(CarInfoError) -> Result {
        guard html.utf8.count <= maximumByteCount else {
            throw .parsingError("the page is larger than \(maximumByteCount) bytes")
        }
        // libxml2 returns no document at all for empty input; an empty page has no body.
        guard !html.isEmpty else { return try read(nil) }
        _ = parserInitialization
        let parsed: htmlDocPtr? = HTMLInputSanitizer.withParserReadyUTF8(of: html) { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        guard let document = parsed else {
            throw .parsingError("the HTML parser produced no document")
        }
        defer { xmlFreeDoc(document) }
        return try read(body(of: document))
    }

    private static func body(of document: htmlDocPtr) -> HTMLNode? {
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return HTMLNode(pointer: root).children.first { $0.isElement(named: "body") }
    }
}
