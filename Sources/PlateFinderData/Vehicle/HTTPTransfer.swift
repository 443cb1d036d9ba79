import Foundation
import PlateFinderDomain

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request's state, fed by the session delegate's callbacks and by the caller's
/// cancellation.
///
/// The outcome is settled exactly once, by whichever comes first: an unwanted status code,
/// a body over the limit, the caller's cancellation, the deadline or the task's end; later
/// events are ignored. Whatever settles early also cancels the task, because
/// swift-corelibs-foundation ignores the disposition a delegate gives for a response.
///
/// `@unchecked Sendable` is safe: every stored `var` is read and written only while holding
/// `lock`, and the continuation is taken out of the state under the lock before it is
/// resumed, so it is resumed exactly once.
final class HTTPTransfer: @unchecked Sendable {
    /// A fetched body and the `Content-Type` it came with.
    typealias Page = (body: Data, contentType: String?)
    /// What `fetchHTML` turns into text or throws.
    typealias Outcome = Result<Page, CarInfoError>

    private let lock = NSLock()
    private let maximumBodyBytes: Int
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var task: URLSessionTask?
    private var contentType: String?
    private var body = Data()
    private var outcome: Outcome?

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Resumes `task`, or cancels it and answers at once when the caller gave up already.
    func start(_ task: URLSessionTask, continuation: CheckedContinuation<Outcome, Never>) {
        lock.lock()
        let earlyOutcome = outcome
        if earlyOutcome == nil {
            self.continuation = continuation
            self.task = task
            task.resume()
        }
        lock.unlock()
        if let earlyOutcome {
            task.cancel()
            continuation.resume(returning: earlyOutcome)
        }
    }

    /// The caller's task was cancelled: stop the request and give up.
    func cancel() {
        settle(.failure(.networkError))
    }

    /// The deadline passed: stop the request and report a time-out.
    func expire() {
        settle(.failure(.timeout))
    }

    /// Whether to go on reading after the response head.
    func receive(_ response: URLResponse) -> URLSession.ResponseDisposition {
        guard let response = response as? HTTPURLResponse else {
            settle(.failure(.networkError))
            return .cancel
        }
        guard (200...299).contains(response.statusCode) else {
            settle(.failure(.serverError(statusCode: response.statusCode)))
            return .cancel
        }
        guard response.expectedContentLength <= Int64(maximumBodyBytes) else {
            settle(.failure(tooLarge))
            return .cancel
        }
        lock.lock()
        contentType = response.value(forHTTPHeaderField: "Content-Type")
        lock.unlock()
        return .allow
    }

    /// Keeps a chunk of the body, or stops the request once the body outgrows the limit.
    func receive(_ data: Data) {
        lock.lock()
        let fits = body.count + data.count <= maximumBodyBytes
        if fits && outcome == nil { body.append(data) }
        lock.unlock()
        if !fits { settle(.failure(tooLarge)) }
    }

    /// The task ended, with `error` or with the whole body.
    func complete(with error: (any Error)?) {
        lock.lock()
        let page = (body: body, contentType: contentType)
        lock.unlock()
        settle(error.map { .failure(Self.carInfoError(for: $0)) } ?? .success(page))
    }

    private var tooLarge: CarInfoError {
        .parsingError("response larger than \(maximumBodyBytes) bytes")
    }

    private func settle(_ newOutcome: Outcome) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = newOutcome
        let continuation = self.continuation
        let task = self.task
        self.continuation = nil
        self.task = nil
        body = Data()
        lock.unlock()
        task?.cancel()
        continuation?.resume(returning: newOutcome)
    }

    /// Only a time-out is told apart; refused, reset, DNS failures and bodies cut short
    /// all mean the portal could not be reached.
    private static func carInfoError(for error: any Error) -> CarInfoError {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else { return .networkError }
        return error.code == NSURLErrorTimedOut ? .timeout : .networkError
    }
}
