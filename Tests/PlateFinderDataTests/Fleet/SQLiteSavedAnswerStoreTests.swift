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

    @Test func savedAnswers_listsAndPrunesTheFinesGridsAnswers() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("fines.sqlite")
            let database = try SQLitePlateFinderDatabase(path: path)
            let sut = SQLiteSavedAnswerStore(database: database)
            try await SQLiteFinesStore(database: database).saveFines(
                SavedFines(
                    report: FinesFactory.report(plate: "PBX1234"),
                    fetchedAt: Date(timeIntervalSince1970: 1_796_000_000)))

            let listed = try await sut.savedAnswers().rows
            let removed = try await sut.pruneSavedAnswers(
                fetchedBefore: Date(timeIntervalSince1970: 1_796_000_001))

            #expect(listed.map(\.kind) == [.fines])
            #expect(removed == 1)
            #expect(try await sut.savedAnswers().rows.isEmpty)
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
