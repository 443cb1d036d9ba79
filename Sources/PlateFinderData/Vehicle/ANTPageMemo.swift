import Foundation

/// The vehicle pages the ANT services fetched a moment ago, so that reading a plate's fines
/// right after its vehicle does not ask the portal for the same page twice.
///
/// A page carries the person and contract ids of the fines grid, so it is kept briefly and
/// handed out once: taking it forgets it, a page older than `maximumAge` is never handed
/// out, and only the `capacity` newest pages are kept.
public final class ANTPageMemo: @unchecked Sendable {
    // Safe to share across tasks: `pages` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var pages: [(url: URL, html: String, keptAt: ContinuousClock.Instant)] = []
    private let maximumAge: Duration
    private let capacity: Int
    private let now: @Sendable () -> ContinuousClock.Instant

    /// A memo keeping at most `capacity` pages for at most `maximumAge`, as `now` tells
    /// time.
    public init(
        maximumAge: Duration = .seconds(60), capacity: Int = 4,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.maximumAge = maximumAge
        self.capacity = max(1, capacity)
        self.now = now
    }

    /// Keeps `html`, fetched from `url` just now, in place of an older copy.
    public func keep(_ html: String, from url: URL) {
        let keptAt = now()
        lock.withLock {
            pages.removeAll { $0.url == url || keptAt - $0.keptAt > maximumAge }
            pages.append((url, html, keptAt))
            if pages.count > capacity { pages.removeFirst(pages.count - capacity) }
        }
    }

    /// The page kept from `url`, if it is recent enough, forgetting it either way.
    public func take(from url: URL) -> String? {
        let takenAt = now()
        return lock.withLock {
            guard let index = pages.firstIndex(where: { $0.url == url }) else { return nil }
            let page = pages.remove(at: index)
            return takenAt - page.keptAt > maximumAge ? nil : page.html
        }
    }

    /// How many pages are kept now, stale ones included until the next `keep`.
    var count: Int { lock.withLock { pages.count } }
}
