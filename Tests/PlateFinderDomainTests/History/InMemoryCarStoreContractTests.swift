import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The store contract against the in-memory store the rule tests rely on.
struct InMemoryCarStoreContractTests {
    @Test(arguments: CarStoreContract.cases)
    func inMemoryStore_honoursTheStoreContract(_ contractCase: CarStoreContract.Case) async throws {
        try await contractCase.check(InMemoryCarStore())
    }
}
