import Foundation
import PlateFinderDomain

/// What the summary of a batch (or of `due --refresh`) that a stop signal ended says beyond
/// its tally: the signal, how far the input got, and how to go on.
struct BatchInterruption: Equatable, Sendable {
    /// The plates of the input after those done: never asked, or cut short and left out
    /// (the answers they got are saved, and count when a later run goes on).
    enum Rest: Equatable, Sendable {
        /// So many, counted by reading a regular input file again without asking.
        case plates(Int)
        /// The rest of an input that cannot be read again (a pipe): not counted.
        case restOfInput
    }

    /// How a later run goes on where this one stopped.
    enum Resumption: Equatable, Sendable {
        /// `platefinder batch INPUT OPTIONS --resume -o OUTPUT`: standard input when `input`
        /// is nil, and the run's other `options` as they were given.
        case resume(input: String?, output: String, options: [String] = [])
        /// The rows went to standard output, a table, a FIFO or a device: only a CSV or
        /// JSONL file written with `--output` resumes.
        case needsOutputFile
        /// `due --refresh`: the answers received are saved; running it again asks anew.
        case refreshAgain
    }

    /// The signal that stopped it.
    var signal: StopSignal
    /// The plates done: for a batch, those whose rows were written.
    var done: Int
    /// The plates never asked.
    var rest: Rest
    /// How to go on.
    var resumption: Resumption
}

extension BatchInterruption.Rest {
    /// The plates of the input at `path` after the `done` first ones, when `path` names a
    /// regular file that can be read again; else the rest of the input.
    static func counting(inFileAt path: String?, delimiter: CSVDelimiter?, done: Int) -> Self {
        var status = stat()
        guard let path, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let total = BatchInputFeed.plateCount(inFileAt: path, delimiter: delimiter)
        else { return .restOfInput }
        return .plates(max(0, total - done))
    }
}

extension BatchInterruption.Resumption {
    /// How a batch writing `format` rows to `output` (standard output when nil) from
    /// `input`, with `options` besides, goes on: only a CSV or JSONL file can be resumed, not a table, a FIFO or a
    /// device.
    static func of(
        input: String?, output: String?, format: BatchFormat, options: [String] = []
    ) -> Self {
        guard let output, format != .table else { return .needsOutputFile }
        var status = stat()
        if stat(output, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            return .needsOutputFile
        }
        return .resume(input: input, output: output, options: options)
    }
}

extension BatchInterruption {
    /// `text` as one word a shell reads back as it is, its control characters stripped:
    /// as it is when it holds only characters no shell treats specially, else in single
    /// quotes.
    static func shellWord(_ text: String) -> String {
        let text = ControlCharacterStripper.strip(text)
        let plain = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                + "@%+=:,./_-")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(plain.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
