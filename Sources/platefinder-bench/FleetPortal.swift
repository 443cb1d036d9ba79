import Foundation

/// A portal stand-in for a batch on 127.0.0.1: every connection is served on a thread of
/// its own, answered after `latency` with the fixture page rewritten for the plate asked,
/// then closed. Kept apart from the test support, which the benchmark must not link.
///
/// It serves until the benchmark exits; the accept thread owns the listener.
final class FleetPortal: Sendable {
    /// The port it listens on.
    let port: Int
    private let page: Data
    private let latency: Duration

    /// Listens on an ephemeral port, answering every request after `latency`.
    init(latency: Duration) throws {
        page = try FixturePage.bytes()
        self.latency = latency
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
                bind(listener, $0, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, ready else {
            close(listener)
            throw ChildProcess.SpawnError(path: "127.0.0.1 listener", code: errno)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptForever(on: listener) }.start()
    }

    /// `--endpoint` for this portal.
    var endpoint: String { "http://127.0.0.1:\(port)" }

    private func acceptForever(on listener: Int32) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536, request.suffix(4) != Array("\r\n\r\n".utf8) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer.prefix(count)
        }
        Thread.sleep(
            forTimeInterval: Double(latency.components.seconds)
                + Double(latency.components.attoseconds) / 1e18)
        let body = page(for: Self.plate(in: request))
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8) + body
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeMutableBytes {
                send(connection, $0.baseAddress, $0.count, Self.sendFlags)
            }
            guard sent > 0 else { return }
            offset += sent
        }
        bytes.removeAll()
    }

    /// The fixture page about `plate` instead of ABC1234, byte for byte otherwise (it is
    /// Latin-1).
    private func page(for plate: String) -> [UInt8] {
        Array(page).replacing(Array("ABC1234".utf8), with: Array(plate.utf8))
    }

    /// The `ps_identificacion` value of the request line.
    private static func plate(in request: [UInt8]) -> String {
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self)
        guard let start = line.range(of: "ps_identificacion=") else { return "" }
        return String(line[start.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }

    #if canImport(Glibc)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let sendFlags: Int32 = 0
    #endif
}
