import Foundation

/// One pacer per host for one batch, shared by every source on that host.
struct BatchHostPacers: Sendable {
    private let ant: RequestPacer
    private let sri: RequestPacer

    /// Pacers allowing what `options` allow each host.
    init(options: BatchOptions) {
        ant = RequestPacer(concurrency: options.concurrency, interval: options.interval)
        sri = RequestPacer(concurrency: options.concurrency, interval: options.interval)
    }

    /// The pacer of `host`.
    func pacer(for host: ServiceHost) -> RequestPacer {
        switch host {
        case .ant: ant
        case .sri: sri
        }
    }
}
