/// A full-screen terminal application: takes over the terminal, draws frames with a closure,
/// hands keys to a handler, and redraws after input, resizes, ticks and observed changes.
///
/// Frames go through `ObservationRenderer`, so drawing from `@Observable` view models redraws
/// when they change. The terminal is restored when `stop()` is called, when the input ends,
/// and when `run()` returns for any reason. Two keys are the application's own, as in every
/// full-screen program: Ctrl-Z suspends it to the shell (the whole screen is drawn again
/// when it comes back) and Ctrl-L draws the whole screen again.
@MainActor
public final class TerminalApplication {
    /// Draws one frame into a buffer the size of the terminal.
    public typealias Draw = @MainActor (inout ScreenBuffer, FrameContext) -> Void
    /// Handles one key; the application is passed in so the handler can `stop()` it.
    public typealias KeyHandler = @MainActor (Key, TerminalApplication) -> Void

    /// The key that draws the whole screen again.
    public static let redrawKey = Key.control("l")

    private enum Event: Sendable {
        case terminal(TerminalEvent)
        case tick
    }

    private let device: any TerminalDevice
    private let draw: Draw
    private let handleKey: KeyHandler
    private let tickInterval: Duration?
    private var renderer: ScreenRenderer
    private var decoder = KeyDecoder()
    private var frames: ObservationRenderer?
    private var continuation: AsyncStream<Event>.Continuation?
    private var tasks: [Task<Void, Never>] = []
    private var hasStopped = false

    /// The styles frames are drawn with.
    public let theme: Theme
    /// Ticks so far.
    public private(set) var tick = 0
    /// The last frame drawn.
    public private(set) var lastFrame = ScreenBuffer(width: 0, height: 0)
    /// Whether `run()` is handling events.
    public private(set) var isRunning = false

    /// An application on `device`. With a `tickInterval` the tick advances and a frame is
    /// drawn that often (for spinners); changes are drawn at most once per
    /// `minimumFrameInterval`.
    public init(
        device: any TerminalDevice, colors: ColorSupport, tickInterval: Duration? = nil,
        minimumFrameInterval: Duration = .milliseconds(16), draw: @escaping Draw,
        handleKey: @escaping KeyHandler
    ) {
        self.device = device
        self.draw = draw
        self.handleKey = handleKey
        self.tickInterval = tickInterval
        renderer = ScreenRenderer(colors: colors)
        theme = Theme(colors: colors)
        frames = ObservationRenderer(minimumFrameInterval: minimumFrameInterval) { [weak self] in
            self?.renderFrame()
        }
    }

    /// Takes over the terminal, draws the first frame and handles events until `stop()` or
    /// the end of input. The terminal is restored before this returns.
    public func run() async throws(TerminalError) {
        try device.enterFullScreen()
        defer { stop() }
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        self.continuation = continuation
        isRunning = true
        startTasks(continuation)
        frames?.renderNow()
        for await event in stream {
            switch event {
            case .terminal(let terminalEvent): process(terminalEvent)
            case .tick:
                tick += 1
                frames?.requestFrame()
            }
            if !isRunning { break }
        }
    }

    /// Ends `run()` and restores the terminal. Safe to call more than once.
    public func stop() {
        isRunning = false
        hasStopped = true
        continuation?.finish()
        continuation = nil
        for task in tasks { task.cancel() }
        tasks.removeAll()
        frames?.stop()
        device.restore()
    }

    /// Asks for a frame soon, e.g. after state that is not observable changed.
    public func requestFrame() {
        frames?.requestFrame()
    }

    /// Suspends until the next frame has been drawn (or the application stopped).
    public func nextFrame() async {
        await frames?.nextFrame()
    }

    /// Handles one terminal event the way `run()` does: keys go to the handler and are
    /// followed by a frame, a resize redraws everything, the end of input stops. Tests may
    /// call it directly, without `run()`, to step through a session.
    public func process(_ event: TerminalEvent) {
        switch event {
        case .input(let bytes): deliver(decoder.decode(bytes))
        case .inputPaused: deliver(decoder.flush())
        case .resize, .resumed:
            renderer.invalidate()
            frames?.renderNow()
        case .closed: stop()
        }
    }

    private func deliver(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        for key in keys {
            if key == .suspend {
                device.suspend()
                // Whatever the screen shows now, the next frame draws all of it.
                renderer.invalidate()
            } else if key == Self.redrawKey {
                renderer.invalidate()
            } else {
                handleKey(key, self)
            }
            guard !hasStopped else { return }
        }
        frames?.renderNow()
    }

    private func startTasks(_ continuation: AsyncStream<Event>.Continuation) {
        let events = device.events()
        tasks.append(
            Task {
                for await event in events { continuation.yield(.terminal(event)) }
                continuation.finish()
            })
        guard let tickInterval else { return }
        tasks.append(
            Task {
                while true {
                    do { try await Task.sleep(for: tickInterval) } catch { return }
                    continuation.yield(.tick)
                }
            })
    }

    private func renderFrame() {
        let size = device.size
        var buffer = ScreenBuffer(size: size)
        draw(&buffer, FrameContext(size: size, tick: tick, theme: theme))
        let bytes = renderer.render(buffer)
        if !bytes.isEmpty { device.write(bytes) }
        lastFrame = buffer
    }
}
