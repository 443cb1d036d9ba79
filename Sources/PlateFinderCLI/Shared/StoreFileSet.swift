import Foundation

/// The files SQLite keeps for the store at one path — the database and its `-wal`, `-shm`
/// and `-journal` files — and which of them another path names, however it is spelled, so
/// that nothing a command writes can overwrite one of them.
public struct StoreFileSet: Sendable {
    /// Each file of the set, by the path as given and by the path SQLite derives the
    /// companions from (the database's, links resolved): either way a write would reach it.
    private let members: [(file: StoreFile, identity: FileIdentity)]

    /// The files of the store at `storePath`, as they are now; a relative path is taken from
    /// the current folder.
    public init(storePath: String) {
        let resolved = FileIdentity.resolvedPath(storePath)
        members = StoreFile.allCases.flatMap { file in
            [storePath, resolved].map { (file, FileIdentity(path: $0 + file.suffix)) }
        }
    }

    /// The file of the set `path` names: by device and inode for what exists (through
    /// symbolic links, `..` or another hard link), by resolved folder and name for what does
    /// not yet; nil when it names none.
    public func file(namedBy path: String) -> StoreFile? {
        let identity = FileIdentity(path: path)
        return members.first { $0.identity == identity }?.file
    }
}
