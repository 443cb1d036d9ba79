import Foundation
import PlateFinderData
import Testing

/// Runs `body` with a new temporary directory, removed with everything in it afterwards;
/// the asynchronous counterpart of `withTemporaryDirectory`, for the actor store.
func withStoreDirectory<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("platefinder-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            Issue.record("could not remove the temporary directory \(path): \(error)")
        }
    }
    return try await body(TemporaryDirectory(path: path))
}

extension SQLiteConnection {
    /// The single integer `sql` selects.
    func integer(_ sql: String) throws -> Int64? {
        try query(sql) { $0.int64(at: 0) }.first ?? nil
    }
}
