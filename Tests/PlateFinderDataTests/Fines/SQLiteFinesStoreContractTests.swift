import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct SQLiteFinesStoreContractTests {
    @Test(arguments: FinesStoreContract.cases)
    func contract(_ contractCase: FinesStoreContract.Case) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(SQLiteFinesStore(path: directory.file("contract.sqlite")))
        }
    }

    @Test(arguments: FinesStoreContract.cases)
    func contract_throughTheFile(_ contractCase: FinesStoreContract.Case) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(
                ReopeningStore<SQLiteFinesStore>(path: directory.file("contract.sqlite")))
        }
    }
}
