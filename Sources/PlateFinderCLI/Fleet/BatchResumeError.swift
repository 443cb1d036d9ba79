/// Why `batch --resume -o FILE` cannot continue FILE; each ends the batch before anything is
/// asked, FILE left as it was.
enum BatchResumeError: Error, Equatable, Sendable {
    /// What is at FILE instead of a regular file.
    enum Node: Equatable, Sendable {
        case directory
        case fifo
        case device
        case socket
    }

    /// `--format table` with `--resume`: a table is for reading, not for going on with.
    case tableRequested
    /// FILE is a directory, a FIFO, a device or a socket.
    case notAFile(path: String, node: Node)
    /// FILE could not be opened or read; `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// FILE holds a table a batch printed, which cannot be read back.
    case table(path: String)
    /// FILE is written in `file`, and this run's options ask for `run`.
    case dialectDiffers(path: String, file: BatchResumeDialect, run: BatchResumeDialect)
    /// FILE's header names `found` where this version writes `expected` (nil: no column
    /// there), at `position` from 1.
    case columnDiffers(path: String, position: Int, found: String?, expected: String?)
    /// FILE's line `line` is not a row a batch writes (not a JSON object with a plate, a
    /// CSV record that cannot be read, a line end unlike the header's, a CSV record over
    /// 4 KiB or a JSON line over 64 KiB).
    case unreadableRow(path: String, line: Int)
    /// FILE's line `line` is for `filePlate`, where the input's next plate is `inputPlate`
    /// (nil: the input has no more plates).
    case plateDiffers(path: String, line: Int, filePlate: String, inputPlate: String?)
    /// FILE's last line, `line`, has no line end: it was cut mid-row.
    case incompleteLastLine(path: String, line: Int)
}
