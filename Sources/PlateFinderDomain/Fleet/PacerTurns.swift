import Foundation

/// The turns of a host's first requests, one per plate in input order: a turn comes once
/// every earlier one was taken (its request started) or passed (its plate asks nothing).
struct PacerTurns {
    /// The lowest turn neither taken nor passed.
    private(set) var next = 0
    /// Turns past `next` already taken or passed.
    private var finishedAhead: Set<Int> = []

    /// Whether `turn` may start: every earlier turn is done.
    func hasCome(_ turn: Int) -> Bool { turn <= next }

    /// Marks `turn` taken or passed.
    mutating func finish(_ turn: Int) {
        guard turn >= next else { return }
        finishedAhead.insert(turn)
        while finishedAhead.remove(next) != nil { next += 1 }
    }
}
