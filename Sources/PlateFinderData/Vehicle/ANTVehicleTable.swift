/// The portal's vehicle table: the first `<table>` directly under `<body>`, read as rows
/// of cells.
///
/// libxml2 keeps a `<tbody>` only when the page writes one, so rows are taken from the
/// table itself and from its row groups alike. Only `<td>` and `<th>` count as cells;
/// the blank text between them does not.
struct ANTVehicleTable {
    /// The rows the vehicle layout spreads its fields over.
    static let rowCount = 4

    /// The `<table>` element.
    let node: HTMLNode
    private let rows: [HTMLNode]

    /// The vehicle table of `body`; nil when there is none or it has fewer than four rows,
    /// which is how the portal shows a plate it does not know.
    init?(body: HTMLNode) {
        guard let table = body.children.first(where: { $0.isElement(named: "table") }) else {
            return nil
        }
        var rows: [HTMLNode] = []
        rows.reserveCapacity(Self.rowCount)
        for child in table.children where rows.count < Self.rowCount {
            if child.isElement(named: "tr") {
                rows.append(child)
            } else if Self.isRowGroup(child) {
                rows += child.children.filter { $0.isElement(named: "tr") }
            }
        }
        guard rows.count >= Self.rowCount else { return nil }
        node = table
        self.rows = rows
    }

    /// The text of cell `cell` of row `row`; nil when that row has no such cell.
    func text(row: Int, cell: Int) -> String? {
        guard rows.indices.contains(row), cell >= 0 else { return nil }
        var remaining = cell
        for child in rows[row].children
        where child.isElement(named: "td") || child.isElement(named: "th") {
            if remaining == 0 { return child.text }
            remaining -= 1
        }
        return nil
    }

    private static func isRowGroup(_ node: HTMLNode) -> Bool {
        node.isElement(named: "tbody") || node.isElement(named: "thead")
            || node.isElement(named: "tfoot")
    }
}
