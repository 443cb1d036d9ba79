import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 that answers each request with the next scripted
/// response and records what it received. Each connection is served on its own thread, so a
/// delayed response never holds up another.
public final class LoopbackHTTPServer: Sendable {
    /// The ephemeral TCP port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL
    private let core: Core

    /// Binds 127.0.0.1 on an ephemeral port, listens, and starts serving.
    public init() throws(SocketError) {
        let listener = try Socket.makeBound(listening: true)
        do throws(SocketError) {
            baseURL = try Self.loopbackURL(port: listener.port)
            core = Core(listener: listener.descriptor, wake: try Socket.makePipe())
        } catch {
            Socket.closeDescriptor(listener.descriptor)
            throw error
        }
        port = listener.port
        let thread = Thread { [core] in core.runAcceptLoop() }
        thread.name = "LoopbackHTTPServer accept \(port)"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Queues `response` to answer one request; requests are answered first in, first out.
    public func enqueue(_ response: ScriptedHTTPResponse) {
        core.enqueue { _ in response }
    }

    /// Queues `respond` to make the response for one request from the request itself, for
    /// answers that depend on what was asked while several requests race.
    public func enqueue(
        answering respond: @escaping @Sendable (RecordedHTTPRequest) -> ScriptedHTTPResponse
    ) {
        core.enqueue(respond)
    }

    /// Answers every request nothing is queued for with `respond` (by default a `599` that
    /// makes an unconfigured test fail loudly): for a stand-in service that always has the
    /// same answer.
    public func answerUnscripted(
        with respond: @escaping @Sendable (RecordedHTTPRequest) -> ScriptedHTTPResponse
    ) {
        core.answerUnscripted(respond)
    }

    /// Answers every request for `path` (the percent-decoded path, without the query) with
    /// `respond`, ahead of the queue, in place of an earlier route for the same path: for a
    /// second resource the same host serves beside the scripted one.
    public func route(
        path: String,
        answering respond: @escaping @Sendable (RecordedHTTPRequest) -> ScriptedHTTPResponse
    ) {
        core.route(path: path, respond)
    }

    /// Every request received, in order of arrival.
    public var requests: [RecordedHTTPRequest] {
        core.requests
    }

    /// When each request arrived, in order of arrival: when a client's request starts, as
    /// the server sees it.
    public var requestArrivals: [ContinuousClock.Instant] {
        core.requestArrivals
    }

    /// The most requests that were in flight at once, each counted from its arrival until
    /// the server starts to answer it (after its scripted delay).
    public var mostRequestsInFlight: Int {
        core.mostRequestsInFlight
    }

    /// Blocks the calling thread until the server has received `count` requests in all, or
    /// has stopped; whether it has them. For a responder that holds its answer until another
    /// request is in flight: it waits however long a busy machine takes, never a set time.
    /// It holds its thread while it waits, so a task calls it only once it cannot wait (the
    /// requests are in, or the server has stopped); a responder runs on a thread of its own.
    public func waitForRequests(_ count: Int = 1) -> Bool {
        core.waitForRequests(count)
    }

    /// How many connections the server is serving now: one stays open while the server
    /// waits, writes, or streams to a client that has not left.
    public var openConnectionCount: Int {
        core.openConnectionCount
    }

    /// Closes the listening socket and open connections, dropping pending responses. Safe to
    /// call more than once.
    public func stop() {
        core.stop()
    }

    /// A URL on 127.0.0.1 whose port is bound and never listened on: connecting is refused.
    public static func refusingConnectionsURL() throws(SocketError) -> URL {
        try loopbackURL(port: try refusingPort.get())
    }

    /// One port for every refusing URL, held bound (never listening) for the whole test
    /// run: a port closed again could be taken by another test's server, which would answer.
    private static let refusingPort = Result { () throws(SocketError) -> Int in
        try Socket.makeBound(listening: false).port
    }

    private static func loopbackURL(port: Int) throws(SocketError) -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw .invalidURL(port: port)
        }
        return url
    }
}
