import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private folder for one test's files (its store, logs), removed with everything in it
/// when the last runner holding it goes away.
final class TemporaryFolder: Sendable {
    /// The folder's absolute path.
    let path: String

    /// Creates a new, empty folder under the system's temporary directory.
    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        // A test may have left a folder without write permission; give it back first.
        let children = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
        for child in children { chmod(path + "/" + child, 0o700) }
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
}
