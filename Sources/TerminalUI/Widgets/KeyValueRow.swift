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
}
