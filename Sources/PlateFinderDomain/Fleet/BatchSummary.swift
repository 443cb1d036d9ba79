import Foundation

/// The tally of a batch: how its plates ended, and what it cost the hosts.
public struct BatchSummary: Equatable, Sendable {
    /// Plates started.
    public internal(set) var started = 0
    /// Plates every source answered about, one of them with the vehicle.
    public internal(set) var found = 0
    /// Plates every source said it has no data for.
    public internal(set) var noData = 0
    /// Plates some sources answered and others did not.
    public internal(set) var partial = 0
    /// Plates no source answered.
    public internal(set) var failed = 0
    /// Plates started whose rows a stopped batch left out: cut short by cancellation, or
    /// after one that was.
    public internal(set) var cancelled = 0
    /// Entries handed back untouched.
    public internal(set) var passedThrough = 0
    /// Requests sent, retries included.
    public internal(set) var requests = 0
    /// Answers taken from saved copies, without a request.
    public internal(set) var savedAnswers = 0
    /// Fresh answers that could not be kept in the store.
    public internal(set) var unsavedAnswers = 0
    /// Whether the batch was cancelled before its input was done.
    public internal(set) var wasCancelled = false

    /// A tally of nothing yet.
    public init() {}

    /// A tally of the counts given; a batch keeps its own as it runs.
    public init(
        started: Int = 0, found: Int = 0, noData: Int = 0, partial: Int = 0, failed: Int = 0,
        cancelled: Int = 0, passedThrough: Int = 0, requests: Int = 0, savedAnswers: Int = 0,
        unsavedAnswers: Int = 0, wasCancelled: Bool = false
    ) {
        self.started = started
        self.found = found
        self.noData = noData
        self.partial = partial
        self.failed = failed
        self.cancelled = cancelled
        self.passedThrough = passedThrough
        self.requests = requests
        self.savedAnswers = savedAnswers
        self.unsavedAnswers = unsavedAnswers
        self.wasCancelled = wasCancelled
    }

    /// Plates that finished, whatever their status.
    public var finished: Int { found + noData + partial + failed + cancelled }

    /// Plates started and not yet finished.
    public var inFlight: Int { started - finished }

    /// Whether every plate got an answer from every source asked: a vehicle or "no data".
    public var everyPlateAnswered: Bool {
        !wasCancelled && partial == 0 && failed == 0 && cancelled == 0
    }

    /// Counts `report` as finished.
    mutating func add(_ report: VehicleReport) {
        switch BatchPlateStatus(report) {
        case .found: found += 1
        case .noData: noData += 1
        case .partial: partial += 1
        case .failed: failed += 1
        case .cancelled: cancelled += 1
        }
        requests += report.requestCount
        savedAnswers += report.savedPartCount
        unsavedAnswers += report.unsavedPartCount
    }
}
