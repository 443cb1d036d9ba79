import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A loader that cannot tell a busy host reports its lookup's failure as it is.
struct SourceFailureTests {
    @Test func fetchCar_reportsLoadCarsFailure_asALookupFailure() async {
        let loader = CarInfoLoaderStub()
        loader.stub("PBX1234", with: .failure(.serverError(statusCode: 429)))

        await #expect(throws: SourceFailure.lookup(.serverError(statusCode: 429))) {
            try await loader.fetchCar(for: .complete("PBX1234"))
        }
    }

    @Test func fetchRegistration_deliversLoadRegistrationsAnswer() async throws {
        let loader = RegistrationLoaderStub()
        loader.stub("PCQ5129", with: .success(nil))

        #expect(try await loader.fetchRegistration(for: .complete("PCQ5129")) == nil)
    }

    @Test(arguments: [
        SourceFailure.lookup(.timeout), .hostBusy(.timeout, retryAfter: .seconds(3)),
    ])
    func error_isTheLookupsFailure(failure: SourceFailure) {
        #expect(failure.error == .timeout)
    }
}
