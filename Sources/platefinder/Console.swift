import Foundation

/// Where the command writes: results to standard output, errors to standard error.
///
/// Writes go straight to the file descriptors, unbuffered, so nothing is lost when the
/// process exits right after.
struct Console: Sendable {
    /// Writes `text` as is to standard output.
    func output(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// Writes `sentence` to standard error as one line, prefixed with the tool's name.
    func error(_ sentence: String) {
        write("platefinder: \(sentence)\n", to: .standardError)
    }

    private func write(_ text: String, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            // The reader went away (`platefinder find … | head -1`) or the disk is full;
            // there is nowhere left to report that, and the exit code still tells.
            return
        }
    }
}
