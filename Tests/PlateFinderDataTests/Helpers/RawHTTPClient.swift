import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client on 127.0.0.1 that writes a request as given and reads the answer's
/// bytes as they come: the loopback server is checked byte for byte, without an HTTP
/// client's own framing, retries or decoding in the way.
///
/// Blocking calls run on a Dispatch thread, never on the cooperative pool that a server
/// waiting out a delay could otherwise starve.
final class RawHTTPClient: @unchecked Sendable {
    /// Why a raw exchange failed.
    enum Failure: Error, Equatable {
        /// `connect` failed with `errno`.
        case connect(errno: Int32)
        /// The answer is not an HTTP response with a complete `Content-Length` body.
        case malformedResponse
    }

    // `@unchecked Sendable`: the descriptor is only used by one blocking call at a time.
    private var descriptor: Int32

    /// Connects to `port` on 127.0.0.1.
    init(port: Int) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, connected == 0 else {
            let code = errno
            close()
            throw Failure.connect(errno: code)
        }
    }

    deinit { close() }

    /// Writes `bytes` whole.
    func send(_ bytes: Data) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Writes `text` as UTF-8.
    func send(_ text: String) {
        send(Data(text.utf8))
    }

    /// Everything received until the server closes, or the first `limit` bytes.
    func receive(upTo limit: Int = 64 << 20) async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [self] in
                continuation.resume(returning: receiveBlocking(upTo: limit))
            }
        }
    }

    /// Leaves the connection.
    func close() {
        guard descriptor >= 0 else { return }
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
        descriptor = -1
    }

    private func receiveBlocking(upTo limit: Int) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while received.count < limit {
            let count = buffer.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, min($0.count, limit - received.count), 0)
            }
            guard count > 0 else { break }
            received.append(contentsOf: buffer.prefix(count))
        }
        return received
    }
}
