/// One labelled value a `KeyValueCard` shows: a label, and the value as phrases — runs of
/// words kept on one line when they fit (`4 pending,`), broken between only when one alone
/// is too wide.
///
/// Whoever words the rows conforms its row type, so rows are built once, as data, and the
/// card lays them out for a screen or for printed text.
public protocol KeyValueRow: Sendable {
    /// The title on the left, e.g. "Plate".
    var label: String { get }
    /// The value on the right; no phrase, or one empty phrase, shows as a dash.
    var phrases: [String] { get }
    /// Whether the row is a section's heading: its value starts at the left margin, with
    /// no label, across the card's whole width.
    var isHeading: Bool { get }
    /// Whether the value is a late or blocked status, shown as `UrgentText` decides.
    var isUrgent: Bool { get }
}

extension KeyValueRow {
    /// A plain row, unless the conforming type says otherwise.
    public var isHeading: Bool { false }

    /// A plain row, unless the conforming type says otherwise.
    public var isUrgent: Bool { false }
}
