#if canImport(CCurl)
import CCurl
import Foundation

/// One GET from the first request to the final answer, redirects included, run on a thread
/// of its own: libcurl's multi interface waits in the kernel (`curl_multi_poll`), so a slow
/// or silent server costs no CPU and never holds a thread of Swift's cooperative pool.
///
/// `@unchecked Sendable` is safe: `isCancelled` is only touched while holding `lock`; the
/// multi handle lives from `init` to `deinit`, and between them every call on it but one
/// runs on the request's own thread; that one, `curl_multi_wakeup`, is documented as safe
/// to call from any thread.
final class CurlRequest: @unchecked Sendable {
    /// What the request asks for and how far it may go.
    struct Settings {
        let url: URL
        let accept: String
        let userAgent: String
        let deadline: ContinuousClock.Instant
        let maximumBodyBytes: Int
        let maximumRedirects: Int
    }

    private let settings: Settings
    private let multi: UnsafeMutableRawPointer?
    private let lock = NSLock()
    private var isCancelled = false

    init(_ settings: Settings) {
        self.settings = settings
        multi = CurlLibrary.isReady ? curl_multi_init() : nil
    }

    deinit {
        if let multi { curl_multi_cleanup(multi) }
    }

    /// Runs the request on a new thread and hands its outcome to `completion`, exactly once.
    func start(
        _ completion: @escaping @Sendable (Result<HTTPResponse, HTTPTransportError>) -> Void
    ) {
        let thread = Thread { [self] in completion(perform()) }
        thread.name = "CurlHTTPClient request"
        thread.start()
    }

    /// Stops the request as soon as its thread wakes, which this makes happen at once.
    func cancel() {
        lock.withLock { isCancelled = true }
        if let multi { curl_multi_wakeup(multi) }
    }

    private var wasCancelled: Bool {
        lock.withLock { isCancelled }
    }

    private func perform() -> Result<HTTPResponse, HTTPTransportError> {
        guard let multi else { return .failure(.network) }
        var url = settings.url
        var redirects = 0
        while true {
            switch exchange(url, on: multi) {
            case .failure(let error):
                return .failure(error)
            case .success(.response(let response)):
                return .success(response)
            case .success(.redirect(let location)):
                let decision = HTTPRedirectDecision(
                    location: location, from: url, redirectsSoFar: redirects,
                    limit: settings.maximumRedirects)
                switch decision {
                case .follow(let next):
                    redirects += 1
                    url = next
                case .stop(let error):
                    return .failure(error)
                case .final:
                    // A decision on a Location alone is never final; were it, there would
                    // be nowhere readable to go.
                    return .failure(.unreadableRedirect)
                }
            }
        }
    }

    /// One request and its answer, within what is left of the deadline.
    private func exchange(
        _ url: URL, on multi: UnsafeMutableRawPointer
    ) -> Result<CurlResponseReceiver.Answer, HTTPTransportError> {
        let remaining = milliseconds(until: settings.deadline)
        guard remaining > 0 else { return .failure(.timedOut) }
        guard
            let transfer = CurlEasyTransfer(
                url: url, accept: settings.accept, userAgent: settings.userAgent,
                timeoutMilliseconds: remaining, maximumBodyBytes: settings.maximumBodyBytes),
            curl_multi_add_handle(multi, transfer.handle) == CURLM_OK
        else { return .failure(.network) }
        defer { curl_multi_remove_handle(multi, transfer.handle) }
        return drive(multi).flatMap { transfer.receiver.answer(finishedWith: $0) }
    }

    /// Runs the multi handle's one transfer until it is done, the deadline passes or the
    /// caller cancels; sleeps in `curl_multi_poll` whenever there is nothing to do.
    private func drive(_ multi: UnsafeMutableRawPointer) -> Result<CURLcode, HTTPTransportError> {
        while true {
            if wasCancelled { return .failure(.cancelled) }
            var running: Int32 = 0
            guard curl_multi_perform(multi, &running) == CURLM_OK else {
                return .failure(.network)
            }
            if let code = finishedCode(multi) { return .success(code) }
            guard running > 0 else { return .failure(.network) }
            let remaining = milliseconds(until: settings.deadline)
            guard remaining > 0 else { return .failure(.timedOut) }
            let timeout = Int32(clamping: remaining)
            guard curl_multi_poll(multi, nil, 0, timeout, nil) == CURLM_OK else {
                return .failure(.network)
            }
        }
    }

    /// How the transfer ended, once libcurl says it has.
    private func finishedCode(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
        }
        return nil
    }

    /// Whole milliseconds left until `deadline`, rounded up; zero or less once it passed.
    private func milliseconds(until deadline: ContinuousClock.Instant) -> Int {
        let (seconds, attoseconds) = (deadline - .now).components
        return Int(seconds) * 1000
            + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
#endif
