import Foundation
import PlateFinderDomain
import Testing

/// One source for a lookup's plan, loader and store at once: it answers from a script and
/// records what it was asked, when, and how many requests it had in flight at once, and it
/// keeps the source's saved answers (`SourceSpy<Car>` is the ANT's page and the saved
/// vehicles, `SourceSpy<SRIRegistration>` the SRI, `SourceSpy<FinesReport>` the grid).
///
/// Each plate's script is one outcome per request (the last repeats), given after an
/// optional delay that cancellation cuts short, as a real request is cut (`unreachable`).
/// A plate can instead be held until the test releases it. An unscripted plate fails as an
/// answer not understood and has no saved answer, so a forgotten set-up shows.
public final class SourceSpy<Answer: Equatable & Sendable>: @unchecked Sendable {
    /// A call the source received.
    public enum Message: Equatable, Sendable {
        case savedAnswer(Plate)
        case fetch(Plate)
        case save(SourceAnswer<Answer>, Plate)
    }

    /// The source it stands for.
    public let source: VehicleSource
    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var received: [Message] = []
    private var starts: [(plate: Plate, at: ContinuousClock.Instant)] = []
    private var numberedStarts: [(plate: Plate, number: Int)] = []
    private var scripts: [Plate: (outcomes: [Result<Answer?, LookupFailure>], delay: Duration)] =
        [:]
    private var saved: [Plate: SourceAnswer<Answer>] = [:]
    private var held: Set<Plate> = []
    private var readDelays: [Plate: Duration] = [:]
    private var readFailure: StoreError?
    private var saveFailure: StoreError?
    private var current = 0
    private var highest = 0
    private let releases = ControllableAnswers<Plate, Result<Answer?, LookupFailure>>()

    /// A spy for `source` with nothing scripted.
    public init(_ source: VehicleSource) {
        self.source = source
    }

    /// Every call, in order.
    public var messages: [Message] { lock.withLock { received } }

    /// The plates fetched, one per request, in order.
    public var fetchedPlates: [Plate] {
        messages.compactMap { if case .fetch(let plate) = $0 { plate } else { nil } }
    }

    /// When each request started, in order.
    public var requestStarts: [(plate: Plate, at: ContinuousClock.Instant)] {
        lock.withLock { starts }
    }

    /// The plates of the requests a batch's pacer started, in the order it started them
    /// (by the pacer's start numbers, not by when each task got here).
    public var pacedStartOrder: [Plate] {
        lock.withLock { numberedStarts.sorted { $0.number < $1.number }.map(\.plate) }
    }

    /// Makes reading `plate`'s saved answer take `delay`, so plates can reach their
    /// requests in another order than they started.
    public func delayReads(of plate: String, by delay: Duration) {
        lock.withLock { readDelays[Plate(plate)] = delay }
    }

    /// Waits as long as reading `plate`'s saved answer was made to take.
    func waitToRead(_ plate: Plate) async {
        guard let delay = lock.withLock({ readDelays[plate] }) else { return }
        try? await Task.sleep(for: delay)
    }

    /// The most requests in flight at once.
    public var mostInFlight: Int { lock.withLock { highest } }

    /// The answers saved, by plate.
    public var savedAnswers: [Plate: SourceAnswer<Answer>] { lock.withLock { saved } }

    /// Answers the requests for `plate` with `outcomes`, one each (the last repeats), each
    /// after `delay`.
    public func stub(
        _ plate: String, with outcomes: [Result<Answer?, LookupFailure>],
        delay: Duration = .zero
    ) {
        lock.withLock { scripts[Plate(plate)] = (outcomes, delay) }
    }

    /// The failure of this source for `reason`, to script.
    public func failure(_ reason: LookupFailureReason) -> Result<Answer?, LookupFailure> {
        .failure(LookupFailure(source, reason))
    }

    /// Gives `plate` the saved answer `answer`.
    public func stubSaved(_ plate: String, _ answer: SourceAnswer<Answer>) {
        lock.withLock { saved[Plate(plate)] = answer }
    }

    /// Holds every request for `plate` until `release` answers it.
    public func hold(_ plate: String) {
        lock.withLock { _ = held.insert(Plate(plate)) }
    }

    /// Answers the oldest held request for `plate` with `outcome`.
    public func release(
        _ plate: String, with outcome: Result<Answer?, LookupFailure>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        releases.answer(Plate(plate), with: outcome, sourceLocation: sourceLocation)
    }

    /// Returns once `count` requests have been held in all.
    public func waitForHeldRequests(_ count: Int) async {
        await releases.waitForRequests(count)
    }

    /// Makes every later read of a saved answer fail with `error` (nil: read again).
    public func failReads(with error: StoreError?) { lock.withLock { readFailure = error } }

    /// Makes every later save fail with `error` (nil: save again).
    public func failSaves(with error: StoreError?) { lock.withLock { saveFailure = error } }

    /// The plate's saved answer.
    public func savedAnswer(for plate: Plate) throws(StoreError) -> SourceAnswer<Answer>? {
        let (answer, failure) = lock.withLock {
            received.append(.savedAnswer(plate))
            return (saved[plate], readFailure)
        }
        if let failure { throw failure }
        return answer
    }

    /// The next scripted outcome for `plate`.
    public func fetch(_ lookupPlate: LookupPlate) async throws(LookupFailure) -> Answer? {
        let plate = lookupPlate.plate
        let (script, isHeld, attempt) = lock.withLock {
            received.append(.fetch(plate))
            starts.append((plate, ContinuousClock.now))
            if let number = RequestPacer.startNumber { numberedStarts.append((plate, number)) }
            current += 1
            highest = max(highest, current)
            let attempt = received.filter { $0 == .fetch(plate) }.count - 1
            return (scripts[plate], held.contains(plate), attempt)
        }
        defer { lock.withLock { current -= 1 } }
        if isHeld { return try await releases.hold(plate).get() }
        guard let script, let last = script.outcomes.last else {
            throw LookupFailure(source, .notUnderstood(.described("unscripted")))
        }
        if script.delay > .zero {
            do { try await Task.sleep(for: script.delay) } catch {
                throw LookupFailure(source, .unreachable)
            }
        }
        let outcome = attempt < script.outcomes.count ? script.outcomes[attempt] : last
        return try outcome.get()
    }

    /// Keeps `answer`.
    public func save(_ answer: SourceAnswer<Answer>, for plate: Plate) throws(StoreError) {
        let failure = lock.withLock {
            received.append(.save(answer, plate))
            if saveFailure == nil { saved[plate] = answer }
            return saveFailure
        }
        if let failure { throw failure }
    }
}
