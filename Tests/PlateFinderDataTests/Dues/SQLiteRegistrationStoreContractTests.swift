import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct SQLiteRegistrationStoreContractTests {
    @Test(arguments: RegistrationStoreContract.cases)
    func contract(_ contractCase: RegistrationStoreContract.Case) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(
                SQLiteRegistrationStore(path: directory.file("contract.sqlite")))
        }
    }

    @Test(arguments: RegistrationStoreContract.cases)
    func contract_throughTheFile(_ contractCase: RegistrationStoreContract.Case) async throws {
        try await withTemporaryFolder { directory in
            try await contractCase.check(
                ReopeningStore<SQLiteRegistrationStore>(path: directory.file("contract.sqlite")))
        }
    }
}
