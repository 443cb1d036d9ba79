import Foundation
import PlateFinderDomain

/// The saved fines in memory, recording what the store was asked.
public actor InMemoryFinesStore: FinesStore {
    /// A call the store received.
    public enum Message: Equatable, Sendable {
        case save(SavedFines)
        case saved(Plate)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var answers: [Plate: SavedFines]
    private var writeFailure: StoreError?

    /// A store holding `answers`.
    public init(answers: [SavedFines] = []) {
        self.answers = Dictionary(answers.map { ($0.plate, $0) }) { _, last in last }
    }

    /// Makes every later save fail with `error` (nil: save again).
    public func refuseWrites(with error: StoreError?) { writeFailure = error }

    /// Replaces the plate's saved answer.
    public func saveFines(_ answer: SavedFines) throws(StoreError) {
        messages.append(.save(answer))
        if let writeFailure { throw writeFailure }
        answers[answer.plate] = answer
    }

    /// The plate's saved answer.
    public func savedFines(for plate: Plate) throws(StoreError) -> SavedFines? {
        messages.append(.saved(plate))
        return answers[plate]
    }
}
