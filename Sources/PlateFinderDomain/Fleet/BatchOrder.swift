import Foundation

/// Puts a batch's events back in input order: each entry takes the next place when it is
/// read, and its event goes out once every earlier place has gone out. Only the events
/// that finished before an earlier one are held.
struct BatchOrder<Tag: Sendable> {
    private var held: [Int: BatchEvent<Tag>?] = [:]
    private var nextPlace = 0
    private var nextOut = 0

    /// Places taken and not yet gone out.
    var waiting: Int { nextPlace - nextOut }

    /// Takes the next place.
    mutating func admit() -> Int {
        defer { nextPlace += 1 }
        return nextPlace
    }

    /// Fills `place` with `event`; nil leaves the place empty (nothing goes out for it).
    mutating func fill(_ place: Int, with event: BatchEvent<Tag>?) {
        held[place] = .some(event)
    }

    /// The events that can go out now, in order.
    mutating func takeReady() -> [BatchEvent<Tag>] {
        var ready: [BatchEvent<Tag>] = []
        while let event = held.removeValue(forKey: nextOut) {
            nextOut += 1
            if let event { ready.append(event) }
        }
        return ready
    }
}
