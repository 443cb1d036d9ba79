import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct ExitCodeTests {
    @Test(arguments: [
        (CarInfoError.noDataFound, ExitCode.noData),
        (.networkError, .portalUnavailable),
        (.serverError(statusCode: 404), .portalUnavailable),
        (.serverError(statusCode: 500), .portalUnavailable),
        (.timeout, .portalUnavailable),
        (.portalUnavailable("maintenance page"), .portalUnavailable),
        (.parsingError("no table"), .portalUnreadable),
        (.invalidPlateFormat, .usage),
    ])
    func init_mapsEveryCarInfoError(error: CarInfoError, expected: ExitCode) {
        #expect(makeSUT(error) == expected)
    }

    @Test func rawValue_matchesDocumentedCodes() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, 130])
    }

    @Test(arguments: [
        (CarSearchError.lookup(.noDataFound), ExitCode.noData),
        (.lookup(.timeout), .portalUnavailable),
        (.lookup(.invalidPlateFormat), .usage),
        (.storage(.busy), .storage),
        (.storage(.notAPlateFinderDatabase), .storage),
        (.cancelled, .portalUnavailable),
    ])
    func init_mapsEveryCarSearchError(error: CarSearchError, expected: ExitCode) {
        #expect(ExitCode(error) == expected)
    }

    // MARK: - Helpers

    private func makeSUT(_ error: CarInfoError) -> ExitCode {
        ExitCode(error)
    }
}
