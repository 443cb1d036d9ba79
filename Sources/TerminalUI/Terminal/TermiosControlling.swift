#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and sets a terminal's attributes: the seam between the raw-mode logic and the
/// C library, so tests can check the restore path without a terminal.
public protocol TermiosControlling: Sendable {
    /// The attributes of the terminal open on `descriptor`; nil when it is not a terminal.
    func attributes(of descriptor: Int32) -> termios?
    /// Applies `attributes` to the terminal open on `descriptor`.
    func setAttributes(_ attributes: termios, of descriptor: Int32) throws(TerminalError)
}

/// `tcgetattr` and `tcsetattr`.
public struct SystemTermios: TermiosControlling {
    /// The C library's terminal attributes.
    public init() {}

    /// `tcgetattr`.
    public func attributes(of descriptor: Int32) -> termios? {
        var attributes = termios()
        return tcgetattr(descriptor, &attributes) == 0 ? attributes : nil
    }

    /// `tcsetattr` once pending output is written; typed-ahead input is discarded.
    public func setAttributes(_ attributes: termios, of descriptor: Int32) throws(TerminalError) {
        var attributes = attributes
        guard tcsetattr(descriptor, TCSAFLUSH, &attributes) == 0 else {
            throw .attributesRejected(errno: errno)
        }
    }
}
