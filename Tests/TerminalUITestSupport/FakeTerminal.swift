import Foundation
import TerminalUI

/// A terminal for tests: input is scripted, output is captured and interpreted by a
/// `ScreenReplica`, the size is settable.
///
/// Events sent before the application asks for them are kept, so a whole session can be
/// scripted up front; `closeInput()` ends it.
public final class FakeTerminal: TerminalDevice, @unchecked Sendable {
    // Safe to share: every stored property is either immutable and Sendable (`stream`,
    // `continuation`) or only read and written while holding `lock`.
    private let lock = NSLock()
    private let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private var currentSize: TerminalSize
    private var replica: ScreenReplica
    private var written: [[UInt8]] = []
    private var fullScreen = false
    private var restores = 0
    private var stops: [ScreenReplica] = []
    private let enterError: TerminalError?

    /// A fake of `size` (80 × 24 by default); `enterError` makes `enterFullScreen()` fail.
    public init(
        size: TerminalSize = TerminalSize(columns: 80, rows: 24), enterError: TerminalError? = nil
    ) {
        currentSize = size
        replica = ScreenReplica(size: size)
        self.enterError = enterError
        (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    }

    /// The current size.
    public var size: TerminalSize { lock.withLock { currentSize } }
    /// Every `write` so far, one element per call.
    public var writes: [[UInt8]] { lock.withLock { written } }
    /// Everything written so far, concatenated.
    public var output: [UInt8] { lock.withLock { written.flatMap { $0 } } }
    /// Whether the terminal is in full-screen mode (entered and not yet restored).
    public var isFullScreen: Bool { lock.withLock { fullScreen } }
    /// How many times `restore()` put the terminal back (repeated calls do nothing).
    public var restoreCount: Int { lock.withLock { restores } }
    /// The screen as it was while the process was stopped, one per `suspend()`.
    public var stoppedScreens: [ScreenReplica] { lock.withLock { stops } }
    /// What the screen shows now, row by row.
    public var screen: [String] { lock.withLock { replica.lines() } }
    /// The emulated screen, with its mode flags.
    public var replicaState: ScreenReplica { lock.withLock { replica } }

    /// Records the switch to full screen (writing the real enter sequence).
    public func enterFullScreen() throws(TerminalError) {
        if let enterError { throw enterError }
        lock.withLock { fullScreen = true }
        write(TerminalModes.enter)
    }

    /// Writes the real restore sequence once and ends the events.
    public func restore() {
        let wasFullScreen = lock.withLock {
            defer { fullScreen = false }
            return fullScreen
        }
        guard wasFullScreen else { return }
        write(TerminalModes.exit)
        lock.withLock { restores += 1 }
        continuation.finish()
    }

    /// Gives the screen back (the real restore sequence), records it as the process's stop,
    /// then takes it again at once, as after `fg`, and reports `.resumed`.
    public func suspend() {
        guard isFullScreen else { return }
        write(TerminalModes.exit)
        lock.withLock { stops.append(replica) }
        write(TerminalModes.enter)
        send(.resumed)
    }

    /// Captures `bytes` and applies them to the screen.
    public func write(_ bytes: [UInt8]) {
        lock.withLock {
            written.append(bytes)
            replica.apply(bytes)
        }
    }

    /// The scripted events.
    public func events() -> AsyncStream<TerminalEvent> { stream }

    /// Sends one event.
    public func send(_ event: TerminalEvent) {
        continuation.yield(event)
    }

    /// Types `text` as one read, followed by a pause.
    public func type(_ text: String) {
        send(.input(Array(text.utf8)))
        send(.inputPaused)
    }

    /// Presses each key as its own read, each followed by a pause.
    public func press(_ keys: Key...) {
        for key in keys {
            send(.input(key.bytes))
            send(.inputPaused)
        }
    }

    /// Changes the size and reports the resize.
    public func resize(to size: TerminalSize) {
        lock.withLock {
            currentSize = size
            replica.resize(to: size)
        }
        send(.resize(size))
    }

    /// Reports that the input ended and ends the events.
    public func closeInput() {
        send(.closed)
        continuation.finish()
    }

    /// Forgets the output written so far, e.g. to look at one frame alone.
    public func clearOutput() {
        lock.withLock { written.removeAll() }
    }
}
