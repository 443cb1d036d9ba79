import Foundation
import Observation

/// Tells whether a value read through Observation changed, the way SwiftUI and the
/// terminal front end learn that a screen must be drawn again.
final class ObservationProbe: @unchecked Sendable {
    // Safe to share: the flag is read and written only while holding `lock`.
    private let lock = NSLock()
    private var changed = false

    /// Starts watching whatever `read` reads.
    init(_ read: () -> some Any) {
        withObservationTracking {
            _ = read()
        } onChange: { [self] in
            lock.withLock { changed = true }
        }
    }

    /// Whether anything `read` read has changed since.
    var didChange: Bool { lock.withLock { changed } }
}
