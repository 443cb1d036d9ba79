import Foundation

/// The ANT's portal, its fines grid and the SRI on one loopback port, for whole lookups:
/// every connection on a thread of its own, answered by its path with the real fixtures
/// rewritten for the plate asked, then closed. It counts the vehicle pages it serves.
/// Kept apart from the test support, which the benchmark must not link.
///
/// It serves until the benchmark exits; the accept thread owns the listener.
final class FindPortal: @unchecked Sendable {
    // `@unchecked Sendable` is safe: the fixtures are immutable, and `servedPages` is read
    // and written only while holding `lock`.
    private let page: Data
    private let grid: Data
    private let dues: Data
    private let lock = NSLock()
    private var servedPages = 0
    /// The port it listens on.
    let port: Int

    /// Listens on an ephemeral port.
    init() throws {
        page = try FixturePage.bytes()
        grid = try FixturePage.bytes(named: "fines_P_ABC1234.json")
        dues = try FixturePage.bytes(named: "valor_PCQ5129.json")
        let (listener, port) = try LoopbackSocket.listen(backlog: 64)
        self.port = port
        LoopbackSocket.serveEach(on: listener) { [self] in serve($0) }
    }

    /// `--endpoint` and `--sri-endpoint` for this portal.
    var endpoint: String { "http://127.0.0.1:\(port)" }

    /// How many vehicle pages it served.
    var pageCount: Int { lock.withLock { servedPages } }

    private func serve(_ connection: Int32) {
        guard let request = LoopbackSocket.readHead(from: connection) else { return }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self)
        let (body, type) = answer(to: line)
        LoopbackSocket.answer(body, type: type, to: connection)
    }

    /// The body and type answering the request line `line`: the vehicle page, the pending
    /// fines (no fines in any other status), or the SRI's answer.
    private func answer(to line: String) -> ([UInt8], String) {
        if line.contains("clp_grid_citaciones") {
            lock.withLock { servedPages += 1 }
            return (rewrite(page, "ABC1234", value(of: "ps_identificacion", in: line)), "text/html")
        }
        if line.contains("clp_json_citaciones") {
            let body =
                value(of: "ps_opcion", in: line) == "P"
                ? rewrite(grid, "ABC1234", value(of: "ps_placa", in: line))
                : Array(#"{"page": "1", "total": "0", "records": "0", "rows": []}"#.utf8)
            return (body, "application/json")
        }
        let plate = String(
            line.split(separator: " ").dropFirst().first?.split(separator: "/").last ?? "")
        return (rewrite(dues, "PCQ5129", plate), "application/json")
    }

    private func rewrite(_ data: Data, _ plate: String, _ asked: String) -> [UInt8] {
        Array(data).replacing(Array(plate.utf8), with: Array(asked.utf8))
    }

    private func value(of name: String, in line: String) -> String {
        guard let start = line.range(of: name + "=") else { return "" }
        return String(line[start.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }
}
