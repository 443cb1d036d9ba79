#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LoopbackHTTPServer {
    /// Thin wrappers over the POSIX calls the server needs. Every descriptor is close-on-exec so
    /// child processes started by tests never hold the server's sockets open.
    enum Socket {
        /// What a wait ended on.
        enum Wakeup { case readable, woken, timedOut }

        /// The next connection on `listener`, or `nil` when accepting failed.
        static func acceptConnection(on listener: Int32) -> Int32? {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { return nil }
            do throws(SocketError) {
                try setCloseOnExec(descriptor)
                #if canImport(Darwin)
                var on: Int32 = 1
                let size = socklen_t(MemoryLayout<Int32>.size)
                guard setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, size) == 0 else {
                    throw .systemCall("setsockopt", errno: errno)
                }
                #endif
                return descriptor
            } catch {
                closeDescriptor(descriptor)
                return nil
            }
        }

        /// Waits until `descriptor` is readable, `wake` is readable, or `deadline` passes.
        static func wait(
            for descriptor: Int32?, orWake wake: Int32, until deadline: ContinuousClock.Instant?
        ) -> Wakeup {
            var polled = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            if let descriptor {
                polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            while true {
                let result = poll(&polled, nfds_t(polled.count), milliseconds(until: deadline))
                if result < 0 && errno == EINTR { continue }
                if result < 0 || polled[0].revents != 0 { return .woken }
                if polled.count > 1 && polled[1].revents != 0 { return .readable }
                if let deadline, ContinuousClock.now >= deadline { return .timedOut }
            }
        }

        /// Reads up to `count` bytes; an empty result means end of stream or an error.
        static func receive(from descriptor: Int32, upTo count: Int) -> [UInt8] {
            var buffer = [UInt8](repeating: 0, count: count)
            let received = buffer.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, $0.count, 0)
            }
            return received > 0 ? Array(buffer.prefix(received)) : []
        }

        /// Writes all of `bytes`; `false` when the peer went away (or the connection was shut
        /// down) first.
        @discardableResult
        static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0  // SO_NOSIGPIPE is set on the socket instead.
            #endif
            var offset = 0
            while offset < bytes.count {
                let sent = bytes.withUnsafeBytes {
                    send(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset, flags)
                }
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }

        /// Makes the read end of a pipe from `makePipe()` readable.
        static func signal(pipe writeEnd: Int32) {
            var byte: UInt8 = 1
            while write(writeEnd, &byte, 1) < 0 && errno == EINTR {}
        }

        /// Ends both directions of a connection; the descriptor itself stays allocated.
        static func shutDown(_ descriptor: Int32) {
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
        }

        /// Releases a descriptor.
        static func closeDescriptor(_ descriptor: Int32) {
            _ = close(descriptor)
        }

        /// Not atomic with creating the descriptor (the portable headers offer no `accept4` or
        /// `pipe2`); connections are also shut down, not only closed, so a descriptor a child
        /// process inherited in that window cannot keep a connection open.
        static func setCloseOnExec(_ descriptor: Int32) throws(SocketError) {
            guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
                throw .systemCall("fcntl", errno: errno)
            }
        }

        private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
            guard let deadline else { return -1 }
            let (seconds, attoseconds) = (deadline - .now).components
            let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            return Int32(clamping: max(0, total))
        }
    }
}
