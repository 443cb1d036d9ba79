import Foundation
import PlateFinderApp

/// What a batch does when a second stop signal ends the process at once: puts the rows
/// written whole in place (the file beside `--output` renamed over it; standard output is
/// unbuffered), clears the progress line and says so in one line.
///
/// It runs on the stop-signal watcher's thread while the batch goes on, so it only takes
/// the locks a row takes, in the same order (writer, then progress), and waits for the
/// writer's at most `patience`: a terminal held with Ctrl-S must not keep the process alive.
struct BatchEndNow: Sendable {
    /// The longest wait for a row being written.
    static let patience: TimeInterval = 2

    let writer: BatchRowWriter
    /// The rows a resumed file held before this run: done too.
    let keptRows: Int
    let progress: BatchProgress
    let console: Console
    let messages: Messages
    /// How a later run goes on, for the line said.
    let resumption: BatchInterruption.Resumption

    /// Puts what is complete in place and says so; `signal` is the second one.
    func callAsFunction(_ signal: StopSignal) {
        // A writer that could not be waited for holds the progress line's lock too, and the
        // terminal it writes to is stalled: saying anything would wait with it.
        guard let done = writer.finishNow(patience: Self.patience) else { return }
        progress.finish()
        console.note(messages.batchEndedAtOnce(signal, done: keptRows + done, resumption))
    }
}
