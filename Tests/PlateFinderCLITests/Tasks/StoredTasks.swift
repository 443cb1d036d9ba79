import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Tasks written straight into a runner's store, with ids and days a test chooses, as an
/// earlier run (or an earlier day) would have left them.
enum StoredTasks {
    /// Saves `tasks` in the store at `path`, creating it when missing.
    static func write(_ tasks: [TaskItem], to path: String) async throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
        let repository = try SQLiteTaskRepository(path: path)
        for task in tasks { try await repository.create(task) }
    }

    /// A pending task with identifier `id` (a full UUID text).
    static func task(
        id: String, title: String = "Renew SOAT", due: CalendarDate? = nil
    ) throws -> TaskItem {
        guard let uuid = UUID(uuidString: id) else { throw InvalidID(text: id) }
        return TaskFactory.make(id: uuid, title: title, due: due)
    }

    /// `task(id:)` was given text that is no UUID.
    struct InvalidID: Error {
        /// The text.
        let text: String
    }
}
