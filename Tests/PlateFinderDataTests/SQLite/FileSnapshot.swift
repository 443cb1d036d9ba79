import Foundation

/// The bytes of a database file and which SQLite sidecar files exist beside it.
struct FileSnapshot: Equatable {
    /// The file's bytes; `nil` when it does not exist.
    let bytes: Data?
    /// The suffixes (`-wal`, `-shm`, `-journal`) of the sidecar files present.
    let sidecars: [String]

    /// What is at `path` right now.
    init(of path: String) {
        bytes = FileManager.default.contents(atPath: path)
        sidecars = ["-wal", "-shm", "-journal"].filter {
            FileManager.default.fileExists(atPath: path + $0)
        }
    }
}
