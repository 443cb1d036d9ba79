import Foundation

/// Times repeated runs of a piece of work and reports the median.
enum Stopwatch {
    /// The median duration, in microseconds, of `samples` runs of `batch` calls each,
    /// divided by `batch` so sub-microsecond work can be measured.
    static func medianMicroseconds(
        samples: Int, batch: Int = 1, warmUp: Int = 10, _ work: () throws -> Void
    ) rethrows -> Double {
        for _ in 0..<warmUp { try work() }
        let clock = ContinuousClock()
        var durations: [Double] = []
        durations.reserveCapacity(samples)
        for _ in 0..<samples {
            let elapsed = try clock.measure {
                for _ in 0..<batch { try work() }
            }
            durations.append(microseconds(elapsed) / Double(batch))
        }
        return median(durations)
    }

    /// The median of `values`; 0 when empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// `duration` in microseconds.
    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        microseconds(duration) / 1_000_000
    }
}
