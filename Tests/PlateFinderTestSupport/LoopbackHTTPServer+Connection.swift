import Foundation

extension LoopbackHTTPServer.Core {
    private typealias Socket = LoopbackHTTPServer.Socket

    /// The most bytes accepted before the blank line that ends a request head.
    private static let headLimit = 64 * 1024
    /// The most request-body bytes read and thrown away.
    private static let bodyLimit = 1024 * 1024
    private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

    /// Serves one exchange on `connection`, then closes it.
    func serve(_ connection: Int32) {
        defer { finish(connection) }
        guard var bytes = readHead(from: connection),
            let end = bytes.firstRange(of: Self.terminator)
        else { return }
        guard let request = RecordedHTTPRequest(head: bytes[..<end.lowerBound]) else {
            Socket.sendAll(Array(ScriptedHTTPResponse.malformedRequest.wireBytes), to: connection)
            return
        }
        bytes.removeSubrange(..<end.upperBound)
        // Reading the body before closing avoids a reset that could destroy the response.
        discard(min(request.contentLength, Self.bodyLimit) - bytes.count, from: connection)
        guard let response = exchange(for: request) else { return }
        let waited = waitOut(response.delay, on: connection)
        // Before a byte of the answer leaves, so a client that read it and sent its next
        // request can never be counted twice.
        answering()
        guard waited else { return }
        guard Socket.sendAll(Array(response.wireBytes), to: connection),
            response.framing == .endlessChunks, response.ending == .complete
        else { return }
        let chunk = Array(response.endlessChunk)
        while Socket.sendAll(chunk, to: connection) {}
    }

    /// The bytes received up to and including the blank line that ends the head; `nil` when the
    /// client went away, the head grew too large, or the server stopped.
    private func readHead(from connection: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        while bytes.count <= Self.headLimit {
            guard Socket.wait(for: connection, orWake: wakeRead, until: nil) == .readable else {
                return nil
            }
            let chunk = Socket.receive(from: connection, upTo: 4096)
            guard !chunk.isEmpty else { return nil }
            let searchStart = max(0, bytes.count - (Self.terminator.count - 1))
            bytes += chunk
            if bytes[searchStart...].firstRange(of: Self.terminator) != nil { return bytes }
        }
        return nil
    }

    private func discard(_ count: Int, from connection: Int32) {
        var remaining = count
        while remaining > 0,
            Socket.wait(for: connection, orWake: wakeRead, until: nil) == .readable
        {
            let chunk = Socket.receive(from: connection, upTo: min(remaining, 4096))
            guard !chunk.isEmpty else { return }
            remaining -= chunk.count
        }
    }

    /// Sleeps for `delay`; `false` when the client left or the server stopped meanwhile.
    private func waitOut(_ delay: Duration, on connection: Int32) -> Bool {
        guard delay > .zero else { return true }
        let deadline = ContinuousClock.now + delay
        while true {
            switch Socket.wait(for: connection, orWake: wakeRead, until: deadline) {
            case .timedOut: return true
            case .woken: return false
            case .readable:
                // More bytes from the client are ignored; the end of its stream means it left.
                guard !Socket.receive(from: connection, upTo: 4096).isEmpty else { return false }
            }
        }
    }
}
