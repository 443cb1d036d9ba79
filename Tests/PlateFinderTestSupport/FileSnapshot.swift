import Foundation

/// The bytes of a database file and which SQLite sidecar files exist beside it, to prove
/// a refused file was left alone.
public struct FileSnapshot: Equatable, Sendable {
    /// The file's bytes; `nil` when it does not exist.
    public let bytes: Data?
    /// The suffixes (`-wal`, `-shm`, `-journal`) of the sidecar files present.
    public let sidecars: [String]

    /// What is at `path` right now.
    public init(of path: String) {
        bytes = FileManager.default.contents(atPath: path)
        sidecars = ["-wal", "-shm", "-journal"].filter {
            FileManager.default.fileExists(atPath: path + $0)
        }
    }
}
