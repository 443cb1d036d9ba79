import Foundation
import Testing

/// A fresh directory of its own for one test.
struct TemporaryDirectory {
    /// The directory's absolute path.
    let path: String

    /// The path of `name` inside the directory (not created).
    func file(_ name: String) -> String {
        path + "/" + name
    }
}

/// Runs `body` with a new temporary directory, removed with everything in it afterwards.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("platefinder-sqlite-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { removeTree(at: path) }
    return try body(TemporaryDirectory(path: path))
}

/// Removes `path` even when a test left a directory in it without write permission.
private func removeTree(at path: String) {
    let manager = FileManager.default
    let children = manager.enumerator(atPath: path)?.allObjects as? [String] ?? []
    for relative in [""] + children {
        let child = relative.isEmpty ? path : path + "/" + relative
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue {
            chmod(child, 0o700)
        }
    }
    do {
        try manager.removeItem(atPath: path)
    } catch {
        Issue.record("could not remove the temporary directory \(path): \(error)")
    }
}
