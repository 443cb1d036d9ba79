import PlateFinderTestSupport
import Testing

struct InMemoryRegistrationStoreContractTests {
    @Test(arguments: RegistrationStoreContract.cases)
    func contract(_ contractCase: RegistrationStoreContract.Case) async throws {
        try await contractCase.check(InMemoryRegistrationStore())
    }
}
