/// The nodes of a parsed page, built from libxml2's parser events into flat arrays.
///
/// libxml2's own tree costs a few allocations per node (the node, its name, each attribute
/// and its text), which on the portal's page took longer than everything else in a lookup.
/// Here every node is one array entry, names and text are ranges of one byte buffer, and
/// only the first `class` attribute of an element is kept, the only one the readers ask for.
///
/// It is shaped as libxml2's tree builder would shape it: adjacent text joins into one
/// node, as do adjacent raw `<script>`/`<style>` runs; text outside every element is
/// dropped; comments and processing instructions are nodes that hold no text; and an
/// element nested past `maximumDepth` halts the parse.
final class HTMLTree {
    /// What a node is.
    enum Kind: UInt8 {
        /// The document itself, index 0, parent of the top-level nodes.
        case document
        /// An element, with a name and maybe a `class`.
        case element
        /// Text, entities decoded.
        case text
        /// The raw contents of `<script>` or `<style>`, entities and markup as written.
        case raw
        /// A comment or processing instruction.
        case other
    }

    /// One node; indices of -1 stand for none.
    struct Entry {
        var kind: Kind
        var parent: Int
        var firstChild = -1
        var lastChild = -1
        var next = -1
        /// The element's name, or the characters of text and raw nodes, in `bytes`.
        var start = 0
        var count = 0
        /// The value of the element's first `class` attribute, in `bytes`; -1 without one.
        var classStart = -1
        var classCount = 0
    }

    /// libxml2's tree builder refuses to nest deeper than this (`xmlParserMaxDepth`).
    static let maximumDepth = 256

    private(set) var entries = [Entry(kind: .document, parent: -1)]
    private var bytes: [UInt8] = []
    /// The elements open now, innermost last.
    private var open: [Int] = []
    /// Whether an element was nested past `maximumDepth`, which ends the parse.
    private(set) var isHalted = false
    /// `entries` and `bytes`, copied where readers hold pointers to them once building is
    /// done, so that reading pays neither reference counting nor exclusivity checks.
    private var frozenEntries = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)
    private var frozenBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    init() {
        entries.reserveCapacity(512)
        bytes.reserveCapacity(8 * 1024)
    }

    deinit {
        frozenEntries.deallocate()
        frozenBytes.deallocate()
    }

    /// The first element at the top level, `<html>`; nil when there is none.
    var rootIndex: Int? {
        var index = entries[0].firstChild
        while index >= 0 {
            if entries[index].kind == .element { return index }
            index = entries[index].next
        }
        return nil
    }

    /// Ends building: the nodes as readers see them, valid until the tree is freed.
    func freeze() -> Nodes {
        frozenEntries.deallocate()
        frozenBytes.deallocate()
        frozenEntries = .allocate(capacity: entries.count)
        _ = frozenEntries.initialize(from: entries)
        frozenBytes = .allocate(capacity: bytes.count)
        _ = frozenBytes.initialize(from: bytes)
        return Nodes(
            entries: UnsafeBufferPointer(frozenEntries), bytes: UnsafeBufferPointer(frozenBytes))
    }

    /// A finished tree's entries and bytes, read in place.
    struct Nodes {
        /// Every node, the document first.
        let entries: UnsafeBufferPointer<Entry>
        /// The names and characters the entries point into.
        let bytes: UnsafeBufferPointer<UInt8>

        /// The bytes from `start`, `count` of them.
        func characters(start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
        }
    }

    /// Opens an element called `name`, with `classValue` as its first `class`, under the
    /// innermost open one; false, halting, when that would nest too deep.
    func openElement(
        name: UnsafeBufferPointer<UInt8>, classValue: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        guard open.count <= Self.maximumDepth else {
            isHalted = true
            return false
        }
        var entry = Entry(kind: .element, parent: open.last ?? 0)
        (entry.start, entry.count) = store(name)
        if let classValue { (entry.classStart, entry.classCount) = store(classValue) }
        open.append(append(entry))
        return true
    }

    /// Closes the innermost open element.
    func closeElement() {
        _ = open.popLast()
    }

    /// Adds text to the innermost open element, joining a text node just before it.
    func addText(_ characters: UnsafeBufferPointer<UInt8>) {
        addCharacters(characters, kind: .text)
    }

    /// Adds raw script or style contents, joining a raw node just before it.
    func addRaw(_ characters: UnsafeBufferPointer<UInt8>) {
        addCharacters(characters, kind: .raw)
    }

    /// Adds a comment or processing instruction, at the top level when no element is open.
    func addOther() {
        _ = append(Entry(kind: .other, parent: open.last ?? 0))
    }

    private func addCharacters(_ characters: UnsafeBufferPointer<UInt8>, kind: Kind) {
        guard let parent = open.last else { return }
        let last = entries[parent].lastChild
        if last >= 0, entries[last].kind == kind {
            let end = entries[last].start + entries[last].count
            if end != bytes.count {
                // Never expected, as nothing is stored after a last child's text; kept
                // correct anyway by moving that text to the end.
                let earlier = Array(bytes[entries[last].start..<end])
                entries[last].start = bytes.count
                bytes.append(contentsOf: earlier)
            }
            bytes.append(contentsOf: characters)
            entries[last].count += characters.count
            return
        }
        var entry = Entry(kind: kind, parent: parent)
        (entry.start, entry.count) = store(characters)
        _ = append(entry)
    }

    /// Adds `entry` as the last child of its parent, returning its index.
    private func append(_ entry: Entry) -> Int {
        let index = entries.count
        entries.append(entry)
        let parent = entry.parent
        let last = entries[parent].lastChild
        if last >= 0 {
            entries[last].next = index
        } else {
            entries[parent].firstChild = index
        }
        entries[parent].lastChild = index
        return index
    }

    private func store(_ characters: UnsafeBufferPointer<UInt8>) -> (start: Int, count: Int) {
        let start = bytes.count
        bytes.append(contentsOf: characters)
        return (start, characters.count)
    }
}
