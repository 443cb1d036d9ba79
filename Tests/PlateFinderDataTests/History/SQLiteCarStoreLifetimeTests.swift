import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A store lets go of its connection, and so of the file, once nobody holds it.
struct SQLiteCarStoreLifetimeTests {
    @Test func store_isDeallocatedAndClosesTheFile_afterUse() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("lifetime.sqlite")
            let item = SearchHistoryItem.failure(
                Plate("PBX1234"), error: .timeout, at: Date(timeIntervalSince1970: 0))

            try await withLeakTracking { tracker in
                let sut = try makeSUT(path: path, tracker: tracker)
                try await sut.insert(item)
                try await sut.insertFavorite(Plate("PBX1234"))
            }

            // Closing the last connection checkpoints the write-ahead log and removes it.
            #expect(FileSnapshot(of: path).sidecars == [])
            let reopened = try SQLiteCarStore(path: path)
            let history = try await reopened.retrieve()
            #expect(history == [item])
        }
    }

    private func makeSUT(
        path: String, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SQLiteCarStore {
        let sut = try SQLiteCarStore(path: path)
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
