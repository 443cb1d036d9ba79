import Foundation

extension LoopbackHTTPServer {
    /// The state shared by the server object and its threads. Threads retain this, never the
    /// server, so dropping the last reference to the server stops it.
    ///
    /// `@unchecked Sendable` is safe: the mutable properties are private and only touched while
    /// `lock` is held; the rest are immutable lets of Sendable types.
    ///
    /// `lock` is a condition too: it is broadcast whenever a request arrives and when the
    /// server stops, for threads waiting in `waitForRequests`.
    final class Core: @unchecked Sendable {
        /// Makes the response for one request.
        typealias Responder = @Sendable (RecordedHTTPRequest) -> ScriptedHTTPResponse

        let listener: Int32
        let wakeRead: Int32
        private let wakeWrite: Int32
        private let acceptLoopFinished = DispatchSemaphore(value: 0)
        private let lock = NSCondition()
        private var queue: [Responder] = []
        private var fallback: Responder = { _ in ScriptedHTTPResponse.unscripted }
        private var routes: [String: Responder] = [:]
        private var received: [RecordedHTTPRequest] = []
        private var arrivals: [ContinuousClock.Instant] = []
        private var waitingForAnswer = 0
        private var mostWaitingForAnswer = 0
        private var openConnections: Set<Int32> = []
        private var isStopped = false

        init(listener: Int32, wake: (read: Int32, write: Int32)) {
            self.listener = listener
            wakeRead = wake.read
            wakeWrite = wake.write
        }

        deinit {
            Socket.closeDescriptor(wakeRead)
            Socket.closeDescriptor(wakeWrite)
        }

        func enqueue(_ respond: @escaping Responder) {
            lock.withLock { queue.append(respond) }
        }

        func answerUnscripted(_ respond: @escaping Responder) {
            lock.withLock { fallback = respond }
        }

        func route(path: String, _ respond: @escaping Responder) {
            lock.withLock { routes[path] = respond }
        }

        var requests: [RecordedHTTPRequest] {
            lock.withLock { received }
        }

        var openConnectionCount: Int {
            lock.withLock { openConnections.count }
        }

        var requestArrivals: [ContinuousClock.Instant] {
            lock.withLock { arrivals }
        }

        var mostRequestsInFlight: Int {
            lock.withLock { mostWaitingForAnswer }
        }

        /// Blocks until `count` requests have arrived in all, or the server stopped; whether
        /// they have arrived.
        func waitForRequests(_ count: Int) -> Bool {
            lock.withLock {
                while received.count < count && !isStopped { lock.wait() }
                return received.count >= count
            }
        }

        /// Notes that the request taken by `exchange` is about to be answered (or dropped).
        func answering() {
            lock.withLock { waitingForAnswer -= 1 }
        }

        /// Records `request`, when it arrived, and takes the response for it; `nil` once
        /// stopped. Until `answering()`, the request counts as in flight.
        func exchange(for request: RecordedHTTPRequest) -> ScriptedHTTPResponse? {
            let arrival = ContinuousClock.now
            let respond = lock.withLock { () -> Responder? in
                guard !isStopped else { return nil }
                arrivals.append(arrival)
                waitingForAnswer += 1
                mostWaitingForAnswer = max(mostWaitingForAnswer, waitingForAnswer)
                received.append(request)
                lock.broadcast()
                if let route = routes[request.path] { return route }
                guard !queue.isEmpty else { return fallback }
                return queue.removeFirst()
            }
            // Made outside the lock, so a slow responder never holds up other connections.
            return respond?(request)
        }

        /// Wakes every thread, cuts open connections, and waits until the listener is closed.
        /// Only the first call does anything.
        func stop() {
            let isFirstCall = lock.withLock {
                guard !isStopped else { return false }
                isStopped = true
                lock.broadcast()
                // Shutting down (not closing) keeps each descriptor owned by its thread, so no
                // descriptor number can be reused while that thread still uses it.
                openConnections.forEach(Socket.shutDown)
                return true
            }
            guard isFirstCall else { return }
            Socket.signal(pipe: wakeWrite)
            acceptLoopFinished.wait()
        }

        func runAcceptLoop() {
            defer {
                Socket.closeDescriptor(listener)
                acceptLoopFinished.signal()
            }
            while Socket.wait(for: listener, orWake: wakeRead, until: nil) == .readable {
                guard let connection = Socket.acceptConnection(on: listener) else { continue }
                guard register(connection) else {
                    Socket.closeDescriptor(connection)
                    return
                }
                let thread = Thread { [self] in serve(connection) }
                thread.name = "LoopbackHTTPServer connection \(connection)"
                thread.start()
            }
        }

        /// Shuts down and releases a connection; it leaves the open set first so that `stop()`
        /// never touches a released descriptor.
        func finish(_ connection: Int32) {
            lock.withLock { _ = openConnections.remove(connection) }
            Socket.shutDown(connection)
            Socket.closeDescriptor(connection)
        }

        private func register(_ connection: Int32) -> Bool {
            lock.withLock {
                guard !isStopped else { return false }
                openConnections.insert(connection)
                return true
            }
        }
    }
}
