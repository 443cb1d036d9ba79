import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The repository contract against the in-memory repository the rule tests rely on.
struct InMemoryTaskRepositoryContractTests {
    @Test(arguments: TaskRepositoryContract.cases)
    func inMemoryRepository_honoursTheRepositoryContract(
        _ contractCase: TaskRepositoryContract.Case
    ) async throws {
        try await contractCase.check(InMemoryTaskRepository())
    }
}
