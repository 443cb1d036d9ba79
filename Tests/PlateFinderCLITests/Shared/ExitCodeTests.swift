import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

@Suite struct ExitCodeTests {
    @Test(
        arguments: VehicleSource.allCases,
        [
            (LookupFailureReason.noData, ExitCode.noData),
            (.unreachable, .portalUnavailable),
            (.httpStatus(404), .portalUnavailable),
            (.httpStatus(500), .portalUnavailable),
            (.busy(statusCode: 503, retryAfter: nil), .portalUnavailable),
            (.timedOut, .portalUnavailable),
            (.unexpectedAnswer(.otherPage(excerpt: "maintenance")), .portalUnavailable),
            (.notUnderstood(.page(.tableWithoutPlate)), .portalUnreadable),
            (.notUnderstood(.dues(.notJSON)), .portalUnreadable),
        ])
    func init_mapsEveryLookupFailure_whicheverSourceFailed(
        source: VehicleSource, reason: (LookupFailureReason, ExitCode)
    ) {
        #expect(ExitCode(LookupFailure(source, reason.0)) == reason.1)
    }

    @Test func rawValue_matchesDocumentedCodes() {
        #expect(
            ExitCode.allCases.map(\.rawValue) == [
                0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 129, 130, 131, 143,
            ])
    }
}
