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
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 1) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, ready else {
            close(listener)
            throw ChildProcess.SpawnError(path: "127.0.0.1 listener", code: errno)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { Self.serveOne(on: listener, answer) }.start()
    }

    /// `--endpoint` for this portal.
    var endpoint: String { "http://127.0.0.1:\(port)" }

    private static func serveOne(on listener: Int32, _ answer: Answer) {
        let connection = accept(listener, nil, nil)
        close(listener)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536, request.suffix(4) != Array("\r\n\r\n".utf8) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer.prefix(count)
        }
        switch answer {
        case .silence:
            while recv(connection, &buffer, buffer.count, 0) > 0 {}
        case .bytes(let bytes):
            _ = deliver(Array(bytes), to: connection)
        case .delayed(let bytes, let delay):
            let (seconds, attoseconds) = delay.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            _ = deliver(Array(bytes), to: connection)
        case .endless(let head, let chunk):
            guard deliver(Array(head), to: connection) else { return }
            let chunk = Array(chunk)
            while deliver(chunk, to: connection) {}
        }
    }

    /// Writes all of `bytes`; `false` once the client has gone.
    private static func deliver(_ bytes: [UInt8], to connection: Int32) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, flags)
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
