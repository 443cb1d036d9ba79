import Foundation

/// The state of anything asynchronous a screen shows.
public enum Loadable<Value> {
    /// Nothing asked yet.
    case idle
    /// Asked; the answer has not arrived.
    case loading
    /// The answer.
    case loaded(Value)
    /// Why there is no answer.
    case failed(AppError)

    /// The answer, when there is one.
    public var value: Value? {
        switch self {
        case .loaded(let value): value
        case .idle, .loading, .failed: nil
        }
    }

    /// Why there is no answer, when the request failed.
    public var error: AppError? {
        switch self {
        case .failed(let error): error
        case .idle, .loading, .loaded: nil
        }
    }

    /// Whether the answer is on its way.
    public var isLoading: Bool {
        switch self {
        case .loading: true
        case .idle, .loaded, .failed: false
        }
    }

    /// The same state with the answer transformed by `transform`.
    public func map<Other>(_ transform: (Value) -> Other) -> Loadable<Other> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let value): .loaded(transform(value))
        case .failed(let error): .failed(error)
        }
    }
}

extension Loadable: Equatable where Value: Equatable {}

extension Loadable: Sendable where Value: Sendable {}
