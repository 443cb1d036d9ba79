import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A repository lets go of its connection, and so of the file, once nobody holds it.
struct SQLiteTaskRepositoryLifetimeTests {
    @Test func repository_isDeallocatedAndClosesTheFile_afterUse() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("lifetime.sqlite")
            let task = TaskFactory.make()

            try await withLeakTracking { tracker in
                let sut = try makeSUT(path: path, tracker: tracker)
                try await sut.create(task)
            }

            // Closing the last connection checkpoints the write-ahead log and removes it.
            #expect(FileSnapshot(of: path).sidecars == [])
            let found = try await SQLiteTaskRepository(path: path).fetchAll()
            #expect(found == [task])
        }
    }

    private func makeSUT(
        path: String, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SQLiteTaskRepository {
        let sut = try SQLiteTaskRepository(path: path)
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
