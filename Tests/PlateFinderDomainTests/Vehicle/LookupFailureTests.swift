import PlateFinderDomain
import Testing

/// A saved answer may stand in only for a source that could not be asked.
struct LookupFailureTests {
    @Test(arguments: [
        (LookupFailureReason.unreachable, true), (.timedOut, true),
        (.busy(statusCode: 429, retryAfter: .seconds(5)), true), (.httpStatus(500), true),
        (.httpStatus(404), true), (.unexpectedAnswer(.emptyPage), true),
        (.unexpectedAnswer(.redirectedElsewhere("https://example.org")), true),
        (.notUnderstood(.page(.tableWithoutPlate)), false),
        (.notUnderstood(.described("a label is missing")), false), (.noData, false),
    ])
    func savedAnswerMayStandIn_onlyWhenTheSourceCouldNotBeAsked(
        reason: LookupFailureReason, mayStandIn: Bool
    ) {
        for source in VehicleSource.allCases {
            #expect(LookupFailure(source, reason).savedAnswerMayStandIn == mayStandIn)
        }
    }

    @Test func host_isSharedByTheANTsTwoSources() {
        #expect(VehicleSource.ant.host == .ant)
        #expect(VehicleSource.fines.host == .ant)
        #expect(VehicleSource.sri.host == .sri)
    }
}
