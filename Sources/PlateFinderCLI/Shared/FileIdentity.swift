import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, so that two spellings of one file compare equal: the device and inode
/// of what exists (symbolic links, `..` and hard links make no difference), and for what does
/// not exist yet, the path it would be created at, with every link and `..` resolved.
enum FileIdentity: Hashable, Sendable {
    /// Something that exists, once links are followed.
    case existing(device: UInt64, inode: UInt64)
    /// A file that does not exist yet, by the resolved path a write would create it at.
    case planned(path: String)

    /// The identity of what `path` names; a relative path is taken from the current folder.
    init(path: String) {
        var status = stat()
        guard stat(path, &status) != 0 else {
            self = .existing(
                device: UInt64(truncatingIfNeeded: status.st_dev),
                inode: UInt64(truncatingIfNeeded: status.st_ino))
            return
        }
        self = .planned(path: Self.resolvedPath(path))
    }

    /// `path` with every symbolic link and `.` or `..` resolved, as far as anything exists:
    /// a link to nothing is followed to the file it would create, and the folders that do not
    /// exist yet are read as written (none of them can be a link).
    static func resolvedPath(_ path: String) -> String {
        // What a write follows: the links at the end of the path, to what they finally name.
        var target = path
        if case .missing(let file)? = try? OutputFileTarget.resolve(path) { target = file }
        if let real = realPath(target) { return real }
        let name = (target as NSString).lastPathComponent
        return resolvedFolder((target as NSString).deletingLastPathComponent) + "/" + name
    }

    /// The deepest folder of `folder` that exists, resolved, followed by the rest as written.
    private static func resolvedFolder(_ folder: String) -> String {
        var existing = folder.isEmpty ? "." : folder
        var missing: [String] = []
        while true {
            if let real = realPath(existing) { return join(real, missing) }
            let parent = (existing as NSString).deletingLastPathComponent
            let next = parent.isEmpty ? "." : parent
            // Not even "/" or "." resolves: nothing better than the path as written.
            guard next != existing else { return join(existing, missing) }
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = next
        }
    }

    /// `folder` followed by `components`, `.` dropped and `..` taking the one before away.
    private static func join(_ folder: String, _ components: [String]) -> String {
        var kept: [String] = []
        for component in components where component != "." {
            if component == ".." {
                _ = kept.popLast()
            } else {
                kept.append(component)
            }
        }
        guard !kept.isEmpty else { return folder }
        return (folder.hasSuffix("/") ? folder : folder + "/") + kept.joined(separator: "/")
    }

    /// What `realpath` makes of `path`; nil when some part of it does not exist or cannot be
    /// looked at.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
