import Foundation

/// A private, empty folder for one test's files, removed with them afterwards.
final class TaskTestFolder {
    /// The folder's absolute path.
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-tasks-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            // A leftover folder in the temporary directory harms nothing.
            return
        }
    }

    /// The path of `name` inside the folder (not created).
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names in the folder, hidden ones included, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
