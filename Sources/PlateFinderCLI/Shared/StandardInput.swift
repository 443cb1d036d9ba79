import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input read a line at a time, with the same bound on a line as a
/// batch's input file: whatever a pipe sends, a line never holds more than
/// `InputLineReader.maximumLineBytes`.
///
/// `@unchecked Sendable` is safe: `reader` is used only while holding `lock`.
final class StandardInput: @unchecked Sendable {
    private let lock = NSLock()
    private let reader = InputLineReader(descriptor: STDIN_FILENO, owns: false)

    /// The next line without its line break; nil at the end of the input.
    func nextLine() -> String? {
        lock.withLock { reader.nextLine() }
    }
}
