import Foundation
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal attributes kept in memory; records every call.
final class TermiosSpy: TermiosControlling, @unchecked Sendable {
    // Safe to share: the mutable state is only touched while holding `lock`.
    enum Message: Equatable {
        case read(Int32)
        case set(Int32, canonical: Bool, echo: Bool)
    }

    private let lock = NSLock()
    private var current: termios?
    private var rejection: TerminalError?
    private var recorded: [Message] = []

    /// A terminal in cooked mode (canonical input and echo on), or none with `isTerminal` false.
    init(isTerminal: Bool = true, rejection: TerminalError? = nil) {
        if isTerminal {
            var attributes = termios()
            attributes.c_lflag = tcflag_t(ICANON | ECHO | ISIG)
            current = attributes
        }
        self.rejection = rejection
    }

    var messages: [Message] { lock.withLock { recorded } }

    func attributes(of descriptor: Int32) -> termios? {
        lock.withLock {
            recorded.append(.read(descriptor))
            return current
        }
    }

    func setAttributes(_ attributes: termios, of descriptor: Int32) throws(TerminalError) {
        let rejection = lock.withLock {
            recorded.append(
                .set(
                    descriptor, canonical: attributes.c_lflag & tcflag_t(ICANON) != 0,
                    echo: attributes.c_lflag & tcflag_t(ECHO) != 0))
            return self.rejection
        }
        if let rejection { throw rejection }
        lock.withLock { current = attributes }
    }
}
