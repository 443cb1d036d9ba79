import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The stores let go of their connection, and so of the file, once nobody holds them.
struct SQLiteStoreLifetimeTests {
    @Test(arguments: StoreUnderTest.all)
    func store_releasesItsConnectionAndClosesTheFile_afterUse(
        store: StoreUnderTest
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("lifetime.sqlite")

            try await withLeakTracking { tracker in
                let database = try makeSUT(path: path, tracker: tracker)
                try await store.writeSample(database)
            }

            // Closing the last connection checkpoints the write-ahead log and removes it.
            #expect(FileSnapshot(of: path).sidecars == [])
            #expect(try await StoredContents.read(at: path) == store.sample)
        }
    }

    @Test func stores_releaseTheConnectionTheyShare_afterUse() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("lifetime.sqlite")

            try await withLeakTracking { tracker in
                let database = try makeSUT(path: path, tracker: tracker)
                for store in StoreUnderTest.all { try await store.writeSample(database) }
            }

            #expect(FileSnapshot(of: path).sidecars == [])
            let expected = StoreUnderTest.all.reduce(StoredContents()) { $0.adding($1.sample) }
            #expect(try await StoredContents.read(at: path) == expected)
        }
    }

    private func makeSUT(
        path: String, tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SQLitePlateFinderDatabase {
        let sut = try SQLitePlateFinderDatabase(path: path)
        tracker.track(sut, sourceLocation: sourceLocation)
        return sut
    }
}
