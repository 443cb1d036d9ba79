import Foundation
import PlateFinderApp
import PlateFinderCLI

/// Streams a test reads back: what a command wrote to standard output and standard error,
/// with answers typed in advance and, when asked, a standard output that cannot be written.
///
/// `@unchecked Sendable` is safe: every stored property that changes is read and written
/// only while holding `lock`.
public final class RecordingStreams: CommandStreams, @unchecked Sendable {
    private let lock = NSLock()
    private var written = Data()
    private var errors = Data()
    private var answers: [String]
    private let outputFailure: WriteFailure?

    /// Whether the command sees a person at a terminal.
    public let isInteractive: Bool
    /// How wide the terminal on standard output is; nil when it is none.
    public let outputColumns: Int?

    /// Streams that are a terminal when `isInteractive`, whose input holds `answers` (one
    /// line each, then the end of input), and whose standard output fails with
    /// `outputFailure` when one is given; standard output is a terminal `outputColumns` wide
    /// when they are given.
    public init(
        isInteractive: Bool = false, answers: [String] = [], outputFailure: WriteFailure? = nil,
        outputColumns: Int? = nil
    ) {
        self.isInteractive = isInteractive
        self.outputColumns = outputColumns
        self.answers = answers
        self.outputFailure = outputFailure
    }

    /// Everything written to standard output so far.
    public var output: Data { lock.withLock { written } }
    /// Everything written to standard error so far.
    public var error: Data { lock.withLock { errors } }

    /// Keeps `text`, or fails as told.
    public func writeOutput(_ text: String) throws(WriteFailure) {
        if let outputFailure { throw outputFailure }
        lock.withLock { written.append(Data(text.utf8)) }
    }

    /// Keeps `text`.
    public func writeError(_ text: String) {
        lock.withLock { errors.append(Data(text.utf8)) }
    }

    /// The next answer; nil once they are all read.
    public func readLine() -> String? {
        lock.withLock { answers.isEmpty ? nil : answers.removeFirst() }
    }
}
