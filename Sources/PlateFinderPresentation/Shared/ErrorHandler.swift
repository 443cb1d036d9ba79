import Foundation
import Observation

/// The one place interruptions go: front ends show `current` as an alert (or a message on
/// standard error) and offer `retry()` when `canRetry`.
///
/// A newer interruption replaces the one shown, with its own retry.
@MainActor
@Observable
public final class ErrorHandler {
    /// What trying again does; it runs after the interruption is dismissed.
    public typealias RetryAction = @MainActor @Sendable () async -> Void

    /// The interruption to show, if any.
    public private(set) var current: Interruption?
    private var retryAction: RetryAction?

    /// A handler with nothing to show.
    public init() {}

    /// Whether `current` comes with a way to try again.
    public var canRetry: Bool { retryAction != nil }

    /// Shows `interruption`; `retry`, when given, is what `retry()` runs.
    public func handle(_ interruption: Interruption, retry: RetryAction? = nil) {
        current = interruption
        retryAction = retry
    }

    /// Where every view model sends a failure: an interruption is shown here with `retry`;
    /// returns `error` for the screen that asked to show (inline, or as failed).
    @discardableResult
    public func report(_ error: AppError, retry: @escaping RetryAction) -> AppError {
        if let interruption = error.interruption { handle(interruption, retry: retry) }
        return error
    }

    /// Hides the current interruption without trying again.
    public func dismiss() {
        current = nil
        retryAction = nil
    }

    /// Hides the current interruption and runs its retry action, if it has one.
    public func retry() async {
        let action = retryAction
        dismiss()
        await action?()
    }
}
