#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LoopbackHTTPServer.Socket {
    /// A TCP socket bound to an ephemeral port on 127.0.0.1, listening when `listening`.
    static func makeBound(
        listening: Bool
    ) throws(LoopbackHTTPServer.SocketError) -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .systemCall("socket", errno: errno) }
        do throws(LoopbackHTTPServer.SocketError) {
            var address = sockaddr_in()
            #if canImport(Darwin)
            try setCloseOnExec(descriptor)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length)
                }
            }
            guard bound == 0 else { throw .systemCall("bind", errno: errno) }
            guard !listening || listen(descriptor, 128) == 0 else {
                throw .systemCall("listen", errno: errno)
            }
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    getsockname(descriptor, $0, &length)
                }
            }
            guard named == 0 else { throw .systemCall("getsockname", errno: errno) }
            return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
        } catch {
            closeDescriptor(descriptor)
            throw error
        }
    }

    /// A pipe whose read end becomes readable, for good, once a byte is written to it.
    static func makePipe() throws(LoopbackHTTPServer.SocketError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        do throws(LoopbackHTTPServer.SocketError) {
            try setCloseOnExec(ends[0])
            try setCloseOnExec(ends[1])
        } catch {
            ends.forEach(closeDescriptor)
            throw error
        }
        return (ends[0], ends[1])
    }
}
