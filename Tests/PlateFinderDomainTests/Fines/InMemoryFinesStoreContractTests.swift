import PlateFinderTestSupport
import Testing

struct InMemoryFinesStoreContractTests {
    @Test(arguments: FinesStoreContract.cases)
    func contract(_ contractCase: FinesStoreContract.Case) async throws {
        try await contractCase.check(InMemoryFinesStore())
    }
}
