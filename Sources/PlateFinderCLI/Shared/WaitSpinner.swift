import Foundation
import PlateFinderApp

/// A spinner on standard error while a command waits on something slow (a portal): drawn
/// only when standard error is a terminal and only once the wait has lasted `delay`, and
/// erased before anything else is printed, so quick answers and pipes never see it.
///
/// `@unchecked Sendable` is safe: `isStopped` and `isDrawn` are read and written only while
/// holding `lock`, which also keeps a frame from being drawn after the line was erased.
final class WaitSpinner: @unchecked Sendable {
    /// How long a wait lasts before the spinner shows.
    static let delay = Duration.milliseconds(300)
    /// How often it turns.
    static let frameInterval = Duration.milliseconds(100)
    /// Its frames: plain ASCII, which every terminal and font draws.
    static let frames = ["|", "/", "-", "\\"]

    private let console: Console
    private let label: String
    private let lock = NSLock()
    private var isStopped = false
    private var isDrawn = false

    private init(console: Console, label: String) {
        self.console = console
        self.label = label
    }

    /// Runs `work` and returns what it returns (or throws what it throws), with a spinner
    /// and `label` on `console`'s standard error while it lasts longer than `delay`.
    static func waiting<Value, Failure: Error>(
        on console: Console, label: String, for work: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard console.isErrorTerminal else { return try await work() }
        let spinner = WaitSpinner(console: console, label: label)
        let turning = Task { await spinner.turn() }
        let result: Result<Value, Failure>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        turning.cancel()
        await turning.value
        spinner.erase()
        return try result.get()
    }

    private func turn() async {
        do {
            try await Task.sleep(for: Self.delay)
            for index in 0... {
                draw(Self.frames[index % Self.frames.count])
                try await Task.sleep(for: Self.frameInterval)
            }
        } catch {
            // Cancelled: the wait is over.
            return
        }
    }

    private func draw(_ frame: String) {
        lock.withLock {
            guard !isStopped else { return }
            console.progress("\r\u{1B}[2K" + frame + " " + label)
            isDrawn = true
        }
    }

    private func erase() {
        lock.withLock {
            isStopped = true
            if isDrawn { console.progress("\r\u{1B}[2K") }
        }
    }
}
