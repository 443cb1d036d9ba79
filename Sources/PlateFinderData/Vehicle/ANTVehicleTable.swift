import PlateFinderDomain

/// The portal's vehicle table, the first `<table>` directly under `<body>`, read by its
/// labels.
///
/// Its first cell is the plate. A `titulo` cell is a label and the next cell of its row is
/// that label's value; `titulo2` cells frame the table (the plate, a button) and are never a
/// value. An empty label cell is ignored. Anything else with text in it (a label the mapper
/// does not know, one given twice or without a value, text beside no label) is a `flaw`:
/// the table says something the mapper cannot place, so none of it can be trusted.
///
/// libxml2 keeps a `<tbody>` only when the page writes one, so rows are taken from the
/// table itself and from its row groups alike. Only `<td>` and `<th>` count as cells.
struct ANTVehicleTable {
    /// The `<table>` element.
    let node: HTMLNode
    /// The text of the table's first cell; nil when the table has no cell or starts with a
    /// label.
    private(set) var plate: String?
    /// The text of the cell after each label, by the label's raw value; small arrays need
    /// no hashing, which the few labels of a page do not pay back.
    private var values = [String?](repeating: nil, count: ANTVehicleLabel.allCases.count)
    /// Every label found, with a value or not.
    private var labels = [Bool](repeating: false, count: ANTVehicleLabel.allCases.count)
    /// The first thing in the table that no label accounts for.
    private(set) var flaw: UnreadablePage?
    /// Whether the table has a `titulo` cell with text, known label or not: the shape of
    /// the vehicle table, which a maintenance or error page's table lacks.
    private(set) var hasLabelCells = false

    /// The vehicle table of `body`; nil when `body` has no table directly under it.
    init?(body: HTMLNode) {
        guard let table = body.children.first(where: { $0.isElement(named: "table") }) else {
            return nil
        }
        node = table
        var isFirstCell = true
        for child in table.children {
            if child.isElement(named: "tr") {
                read(row: child, isFirstCell: &isFirstCell)
            } else if Self.isRowGroup(child) {
                for row in child.children where row.isElement(named: "tr") {
                    read(row: row, isFirstCell: &isFirstCell)
                }
            }
        }
    }

    /// The text of the cell after `label`; nil when the table has no such label.
    func value(of label: ANTVehicleLabel) -> String? {
        values[label.rawValue]
    }

    private mutating func read(row: HTMLNode, isFirstCell: inout Bool) {
        var awaitingValue: ANTVehicleLabel?
        for cell in row.children where cell.isElement(named: "td") || cell.isElement(named: "th") {
            let isLabel = cell.hasClass("titulo")
            if isFirstCell {
                isFirstCell = false
                if !isLabel {
                    plate = cell.text
                    continue
                }
            }
            if let label = awaitingValue {
                awaitingValue = nil
                if !isLabel && !cell.hasClass("titulo2") {
                    values[label.rawValue] = cell.text
                    continue
                }
                note(.labelWithoutValue(label.portalText))
            }
            let text = cell.text
            guard !text.isEmpty else { continue }
            guard isLabel else {
                note(.textBesideNoLabel(Self.excerpt(text)))
                continue
            }
            hasLabelCells = true
            guard let label = ANTVehicleLabel(cellText: text) else {
                note(.unknownLabel(Self.excerpt(text)))
                continue
            }
            if labels[label.rawValue] {
                note(.repeatedLabel(label.portalText))
            } else {
                labels[label.rawValue] = true
                awaitingValue = label
            }
        }
        if let label = awaitingValue {
            note(.labelWithoutValue(label.portalText))
        }
    }

    private mutating func note(_ problem: UnreadablePage) {
        if flaw == nil { flaw = problem }
    }

    private static func excerpt(_ text: String) -> String {
        HTMLTextNormalizer.excerpt(text, limit: 40)
    }

    private static func isRowGroup(_ node: HTMLNode) -> Bool {
        node.isElement(named: "tbody") || node.isElement(named: "thead")
            || node.isElement(named: "tfoot")
    }
}
