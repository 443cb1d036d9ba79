import Foundation

/// Puts a batch's events back in input order: each entry takes the next place when it is
/// read, and its event goes out once every earlier place has gone out. Only the events
/// that finished before an earlier one are held. An empty place (a plate cut short) ends
/// what goes out: nothing after it ever does, so what went out is a prefix of the input.
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

    /// Fills `place` with `event`; nil leaves the place empty, and nothing goes out from it
    /// on.
    mutating func fill(_ place: Int, with event: BatchEvent<Tag>?) {
        held[place] = .some(event)
    }

    /// The events that can go out now, in order.
    mutating func takeReady() -> [BatchEvent<Tag>] {
        var ready: [BatchEvent<Tag>] = []
        while case .some(.some(let event)) = held[nextOut] {
            held[nextOut] = nil
            nextOut += 1
            ready.append(event)
        }
        return ready
    }
}
