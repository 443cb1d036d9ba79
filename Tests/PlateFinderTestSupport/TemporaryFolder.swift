import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private, empty folder for one test's files under the system's temporary directory,
/// removed with everything in it when the last holder lets it go.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates a new, empty folder.
    public init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("platefinder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        do {
            try remove()
        } catch {
            // A leftover folder in the temporary directory harms nothing.
            return
        }
    }

    /// The path of `name` inside the folder (not created).
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names in the folder, hidden ones included, sorted.
    public func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Removes the folder, even when a test left a folder in it without write permission.
    public func remove() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return }
        let children = manager.enumerator(atPath: path)?.allObjects as? [String] ?? []
        for child in [path] + children.map(file) {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue {
                chmod(child, 0o700)
            }
        }
        try manager.removeItem(atPath: path)
    }

    /// Removes the folder, reporting a failure as an issue of the running test.
    public func removeRecordingIssue() {
        do {
            try remove()
        } catch {
            Issue.record("could not remove the temporary folder \(path): \(error)")
        }
    }
}

/// Runs `body` with a new temporary folder, removed afterwards; a folder that cannot be
/// removed is reported as an issue of the running test.
public func withTemporaryFolder<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.removeRecordingIssue() }
    return try body(folder)
}

/// The asynchronous form of `withTemporaryFolder`, for actors and async stores.
public func withTemporaryFolder<T>(_ body: (TemporaryFolder) async throws -> T) async throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.removeRecordingIssue() }
    return try await body(folder)
}
