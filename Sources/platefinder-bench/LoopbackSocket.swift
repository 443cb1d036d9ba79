import Foundation

/// The socket plumbing the benchmark portals share: a listener on 127.0.0.1, a thread per
/// connection, reading a request's head, and writing an answer whole.
enum LoopbackSocket {
    /// A listener on an ephemeral port of 127.0.0.1, and that port.
    static func listen(backlog: Int32) throws -> (descriptor: Int32, port: Int) {
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
                bind(listener, $0, length) == 0 && Foundation.listen(listener, backlog) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, ready else {
            close(listener)
            throw ChildProcess.SpawnError(path: "127.0.0.1 listener", code: errno)
        }
        return (listener, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The request's bytes up to the blank line after its head (64 KiB at most); nil when
    /// the client left first.
    static func readHead(from connection: Int32) -> [UInt8]? {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536, request.suffix(4) != Array("\r\n\r\n".utf8) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            request += buffer.prefix(count)
        }
        return request
    }

    /// Writes all of `bytes`; `false` once the client has gone.
    static func deliver(_ bytes: [UInt8], to connection: Int32) -> Bool {
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

    /// Accepts every connection to `listener` for the life of the process, each served by
    /// `serve` on a thread of its own and closed after it.
    static func serveEach(
        on listener: Int32, _ serve: @escaping @Sendable (_ connection: Int32) -> Void
    ) {
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { continue }
                Thread {
                    defer { close(connection) }
                    serve(connection)
                }.start()
            }
        }.start()
    }

    /// Answers `200 OK` with `body` of content type `type`, and closes the exchange.
    static func answer(_ body: [UInt8], type: String, to connection: Int32) {
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n"
        _ = deliver(Array(head.utf8) + body, to: connection)
    }

    /// Sleeps the calling thread for `duration`.
    static func wait(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
