import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes whole to an open file descriptor, or says why it could not.
public enum FileDescriptorWriter {
    /// Writes every byte of `data` to `descriptor`, going on after short writes, interrupted
    /// calls and a full non-blocking pipe; the first other failure is thrown.
    public static func write(_ data: Data, to descriptor: Int32) throws(WriteFailure) {
        let failure = data.withUnsafeBytes { bytes -> WriteFailure? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, base + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                    continue
                }
                guard count < 0 else {
                    // Nothing written and no reason given: waiting would loop forever.
                    return WriteFailure(errorNumber: EIO)
                }
                switch errno {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK: waitUntilWritable(descriptor)
                default: return WriteFailure.current
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// A descriptor the person handed over may be non-blocking; wait in the kernel for room.
    private static func waitUntilWritable(_ descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// The system's `write`, which `FileDescriptorWriter.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
