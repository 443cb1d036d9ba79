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
        let (listener, port) = try LoopbackSocket.listen(backlog: 64)
        self.port = port
        LoopbackSocket.serveEach(on: listener) { [self] in serve($0) }
    }

    /// `--endpoint` for this portal.
    var endpoint: String { "http://127.0.0.1:\(port)" }

    private func serve(_ connection: Int32) {
        guard let request = LoopbackSocket.readHead(from: connection) else { return }
        LoopbackSocket.wait(latency)
        LoopbackSocket.answer(page(for: Self.plate(in: request)), type: "text/html", to: connection)
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
}
