import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The store contracts against a real SQLite file, each case on a file of its own: with
/// the stores wired as a process wires them, and with the file opened anew for every call.
struct SQLiteStoreContractTests {
    /// How the store under contract reaches its file.
    enum Wiring: CaseIterable, Sendable {
        /// Over one connection with the process's other stores, which keep what they hold.
        case sharingTheConnection
        /// A connection of its own for every call, let go afterwards.
        case reopeningOnEveryCall
    }

    @Test(arguments: CarStoreContract.cases, Wiring.allCases)
    func carStore_honoursTheStoreContract(
        _ contractCase: CarStoreContract.Case, wiring: Wiring
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("contract.sqlite")
            switch wiring {
            case .sharingTheConnection:
                let database = try SQLitePlateFinderDatabase(path: path)
                let neighbour = SQLiteTaskRepository(database: database)
                let task = TaskFactory.make()
                try await neighbour.create(task)

                try await contractCase.check(SQLiteCarStore(database: database))

                #expect(try await neighbour.fetchAll().rows == [task])
            case .reopeningOnEveryCall:
                try await contractCase.check(ReopeningStore<SQLiteCarStore>(path: path))
            }
        }
    }

    @Test(arguments: TaskRepositoryContract.cases, Wiring.allCases)
    func taskRepository_honoursTheRepositoryContract(
        _ contractCase: TaskRepositoryContract.Case, wiring: Wiring
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("contract.sqlite")
            switch wiring {
            case .sharingTheConnection:
                let database = try SQLitePlateFinderDatabase(path: path)
                let neighbour = SQLiteCarStore(database: database)
                try await neighbour.insertFavorite(Plate("PBX1234"))

                try await contractCase.check(SQLiteTaskRepository(database: database))

                #expect(try await neighbour.retrieveFavorites().rows == [Plate("PBX1234")])
            case .reopeningOnEveryCall:
                try await contractCase.check(ReopeningStore<SQLiteTaskRepository>(path: path))
            }
        }
    }
}
