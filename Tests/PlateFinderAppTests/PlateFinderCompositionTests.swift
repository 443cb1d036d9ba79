import Foundation
import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct PlateFinderCompositionTests {
    @Test func userAgent_namesProductVersionAndHomePage() {
        let expected = "PlateFinder/0.1.0 (+https://github.com/platefinder/platefinder)"

        #expect(PlateFinderComposition.userAgent == expected)
    }

    @Test func makeCarInfoLoader_refusesIncompletePlate_withoutAsking() async throws {
        let sut = try makeSUT()

        await #expect(throws: CarInfoError.invalidPlateFormat) {
            try await sut.loadCar(for: Plate("PBX12"))
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> any CarInfoLoader {
        // A port nothing listens on: were the loader to ask anyway, it could reach no one.
        let configuration = try AppConfiguration.resolve(
            endpoint: "http://127.0.0.1:9", timeout: "1", environment: [:])
        return PlateFinderComposition.makeCarInfoLoader(configuration: configuration)
    }
}
