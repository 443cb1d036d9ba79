import Foundation
import PlateFinderDomain

/// Keeps what a batch delivered, in order, for tests to read: results and entries handed
/// back as they came out, and the last progress tally.
public final class BatchEventLog<Tag: Sendable>: @unchecked Sendable {
    /// What came out in input order.
    public enum Output: Sendable {
        /// A plate's report and its tag.
        case result(VehicleReport, tag: Tag)
        /// An entry handed back.
        case passedThrough(Tag)
    }

    // Safe to share across tasks: every access to the mutable state holds `lock`.
    private let lock = NSLock()
    private var outputs: [Output] = []
    private var tallies: [BatchSummary] = []

    /// Nothing delivered yet.
    public init() {}

    /// Keeps `event`; pass this as a batch's `deliver`.
    public func record(_ event: BatchEvent<Tag>) {
        lock.withLock {
            switch event {
            case .result(let result, let tag): outputs.append(.result(result, tag: tag))
            case .passedThrough(let tag): outputs.append(.passedThrough(tag))
            case .progress(let summary): tallies.append(summary)
            }
        }
    }

    /// What came out in input order.
    public var delivered: [Output] { lock.withLock { outputs } }

    /// The reports that came out, in order.
    public var results: [VehicleReport] {
        delivered.compactMap { if case .result(let result, _) = $0 { result } else { nil } }
    }

    /// Every progress tally, in order.
    public var progress: [BatchSummary] { lock.withLock { tallies } }

    /// How many plates had finished at the last progress report.
    public var finishedCount: Int { progress.last?.finished ?? 0 }
}
