import Observation

/// Re-renders when observed state changes: the terminal counterpart of SwiftUI's update
/// loop.
///
/// `renderNow()` runs the render closure inside `withObservationTracking`; a change to any
/// observable property it read schedules one frame, no sooner than `minimumFrameInterval`
/// after the previous one. Every change before that frame is drawn by it, so a burst of
/// changes costs one frame.
@MainActor
public final class ObservationRenderer {
    private let render: @MainActor () -> Void
    private let minimumFrameInterval: Duration
    private let clock = ContinuousClock()
    private var generation = 0
    private var lastFrame: ContinuousClock.Instant?
    private var scheduled: Task<Void, Never>?
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isStopped = false

    /// Frames rendered so far.
    public private(set) var frameCount = 0

    /// A renderer that calls `render` for each frame, at most once per `minimumFrameInterval`
    /// when driven by changes.
    public init(
        minimumFrameInterval: Duration = .milliseconds(16), render: @escaping @MainActor () -> Void
    ) {
        self.minimumFrameInterval = minimumFrameInterval
        self.render = render
    }

    /// Whether a frame has been asked for and not drawn yet.
    public var isFramePending: Bool { scheduled != nil }

    /// Renders at once (for input and resizes, which should show without delay) and tracks
    /// what the render read.
    public func renderNow() {
        guard !isStopped else { return }
        scheduled?.cancel()
        scheduled = nil
        generation += 1
        let tracked = generation
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            // Called on the thread that made the change, before the change is stored.
            Task { @MainActor in self?.observedChange(in: tracked) }
        }
        frameCount += 1
        lastFrame = clock.now
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed { waiter.resume() }
    }

    /// Asks for a frame at the next tick; requests before it is drawn share it.
    public func requestFrame() {
        guard !isStopped, scheduled == nil else { return }
        let delay = lastFrame.map { $0 + minimumFrameInterval - clock.now } ?? .zero
        scheduled = Task { @MainActor [weak self] in
            if delay > .zero {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            self?.renderNow()
        }
    }

    /// Suspends until the next frame has been drawn; returns at once when stopped.
    public func nextFrame() async {
        guard !isStopped else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Draws no more frames, resuming anyone waiting for one.
    public func stop() {
        isStopped = true
        scheduled?.cancel()
        scheduled = nil
        let resumed = waiters
        waiters.removeAll()
        for waiter in resumed { waiter.resume() }
    }

    private func observedChange(in tracked: Int) {
        // A frame drawn since the tracking began has already seen the change.
        guard tracked == generation else { return }
        requestFrame()
    }
}
