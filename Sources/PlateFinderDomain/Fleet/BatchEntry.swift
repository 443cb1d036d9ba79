import Foundation

/// One entry of a batch's input, in input order.
public enum BatchEntry<Tag: Sendable>: Sendable {
    /// A plate to look up; `tag` (an input line number, say) comes back with its result.
    case lookUp(LookupPlate, tag: Tag)
    /// Something handed back untouched in its place in the order: a line that is not a
    /// plate, a repeated plate.
    case passThrough(Tag)
}
