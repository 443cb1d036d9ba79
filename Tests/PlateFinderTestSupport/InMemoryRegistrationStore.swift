import Foundation
import PlateFinderDomain

/// The SRI's saved answers in memory, recording what it was asked.
public actor InMemoryRegistrationStore: RegistrationStore {
    /// A call the store received.
    public enum Message: Equatable, Sendable {
        case save(SavedRegistration)
        case saved(Plate)
    }

    /// Every call, in order.
    public private(set) var messages: [Message] = []
    private var answers: [Plate: SavedRegistration]
    private var writeFailure: StoreError?

    /// A store holding `answers`.
    public init(answers: [SavedRegistration] = []) {
        self.answers = Dictionary(answers.map { ($0.plate, $0) }) { _, last in last }
    }

    /// Makes every later save fail with `error` (nil: save again).
    public func refuseWrites(with error: StoreError?) { writeFailure = error }

    /// Replaces the plate's saved answer.
    public func saveRegistration(_ answer: SavedRegistration) throws(StoreError) {
        messages.append(.save(answer))
        if let writeFailure { throw writeFailure }
        answers[answer.plate] = answer
    }

    /// The plate's saved answer.
    public func savedRegistration(for plate: Plate) throws(StoreError) -> SavedRegistration? {
        messages.append(.saved(plate))
        return answers[plate]
    }
}
