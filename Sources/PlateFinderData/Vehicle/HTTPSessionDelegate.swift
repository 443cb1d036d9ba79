import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Routes a session's callbacks to the transfer that started each task.
///
/// The session keeps its delegate alive until it is invalidated, so this object must never
/// hold the client: the client owns the session and invalidates it when it goes away.
///
/// `@unchecked Sendable` is safe: `transfers` is only touched while holding `lock`, and
/// `HTTPTransfer` is itself safe to call from any thread.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: HTTPTransfer] = [:]

    /// Sends `task`'s callbacks to `transfer` until the task completes.
    func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
        lock.lock()
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(transfer(for: dataTask)?.receive(response) ?? .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        lock.lock()
        let transfer = transfers.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        transfer?.complete(with: error)
    }

    private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
        lock.lock()
        defer { lock.unlock() }
        return transfers[task.taskIdentifier]
    }
}
