import Foundation

/// A portal stand-in for one `platefinder find` on 127.0.0.1: it accepts one connection,
/// reads the request, answers as told and closes. Kept apart from the test support, which
/// the benchmark must not link.
///
/// The accept thread owns every descriptor and closes them itself; a child that never
/// connects leaves it waiting until the benchmark exits.
final class BenchPortal: Sendable {
    /// How the portal answers.
    enum Answer: Sendable {
        /// Never: it waits until the client leaves.
        case silence
        /// `bytes`, then it closes.
        case bytes(Data)
        /// `bytes` once `delay` has passed since the request arrived, then it closes.
        case delayed(Data, by: Duration)
        /// `head`, then `chunk` again and again until the client leaves.
        case endless(head: Data, chunk: Data)
    }

    /// The port it listens on.
    let port: Int

    /// Listens on an ephemeral port and serves one connection on a thread of its own.
    init(answering answer: Answer) throws {
        let (listener, port) = try LoopbackSocket.listen(backlog: 1)
        self.port = port
        Thread { Self.serveOne(on: listener, answer) }.start()
    }

    /// `--endpoint` for this portal.
    var endpoint: String { "http://127.0.0.1:\(port)" }

    private static func serveOne(on listener: Int32, _ answer: Answer) {
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        guard LoopbackSocket.readHead(from: connection) != nil else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        switch answer {
        case .silence:
            while recv(connection, &buffer, buffer.count, 0) > 0 {}
        case .bytes(let bytes):
            _ = LoopbackSocket.deliver(Array(bytes), to: connection)
        case .delayed(let bytes, let delay):
            LoopbackSocket.wait(delay)
            _ = LoopbackSocket.deliver(Array(bytes), to: connection)
        case .endless(let head, let chunk):
            guard LoopbackSocket.deliver(Array(head), to: connection) else { return }
            let chunk = Array(chunk)
            while LoopbackSocket.deliver(chunk, to: connection) {}
        }
    }
}
