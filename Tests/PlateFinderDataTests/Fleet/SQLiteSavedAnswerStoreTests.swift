import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The saved answers of every source, listed and pruned in the real file: through the
/// connection the process's stores share, and through a connection per call.
struct SQLiteSavedAnswerStoreTests {
    @Test(arguments: SavedAnswerStoreContract.cases, SQLiteStoreContractTests.Wiring.allCases)
    func savedAnswerStore_honoursTheContract(
        _ contractCase: SavedAnswerStoreContract.Case, wiring: SQLiteStoreContractTests.Wiring
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("contract.sqlite")
            try await contractCase.check(makeSUT(path: path, wiring: wiring))
        }
    }

    /// The fines grid has no store of its own yet; its table is written as one would.
    @Test func savedAnswers_listsAndPrunesTheFinesGridsAnswers() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("fines.sqlite")
            let sut = try SQLiteSavedAnswerStore(path: path)
            try SQLiteConnection(path: path).execute(
                "INSERT INTO saved_fines (plate_number, fetched_at, answer) VALUES (?, ?, '{}')",
                [.text("PBX1234"), .real(1_796_000_000)])

            let listed = try await sut.savedAnswers()
            let removed = try await sut.pruneSavedAnswers(
                fetchedBefore: Date(timeIntervalSince1970: 1_796_000_001))

            #expect(listed.map(\.kind) == [.fines])
            #expect(removed == 1)
            #expect(try await sut.savedAnswers().isEmpty)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        path: String, wiring: SQLiteStoreContractTests.Wiring
    ) throws -> SavedAnswerStoreContract.Stores {
        switch wiring {
        case .sharingTheConnection:
            let database = try SQLitePlateFinderDatabase(path: path)
            return SavedAnswerStoreContract.Stores(
                answers: SQLiteSavedAnswerStore(database: database),
                vehicles: SQLiteCarStore(database: database),
                registrations: SQLiteRegistrationStore(database: database))
        case .reopeningOnEveryCall:
            return SavedAnswerStoreContract.Stores(
                answers: ReopeningStore<SQLiteSavedAnswerStore>(path: path),
                vehicles: ReopeningStore<SQLiteCarStore>(path: path),
                registrations: ReopeningStore<SQLiteRegistrationStore>(path: path))
        }
    }
}
