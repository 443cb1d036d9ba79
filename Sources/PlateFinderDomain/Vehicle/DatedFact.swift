import Foundation

/// A fact about a vehicle, and what it rests on.
public struct DatedFact<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The fact.
    public let value: Value
    /// The source and answer it rests on.
    public let basis: FactBasis

    /// `value`, resting on `basis`.
    public init(_ value: Value, basis: FactBasis) {
        self.value = value
        self.basis = basis
    }
}
