import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

@Suite struct FailureJSONTests {
    @Test(arguments: [
        (LookupFailureReason.unreachable, "networkError", JSONValue.null),
        (.httpStatus(404), "serverError", .int(404)),
        (.busy(statusCode: 503, retryAfter: .seconds(60)), "serverError", .int(503)),
        (.busy(statusCode: 429, retryAfter: nil), "serverError", .int(429)),
        (.timedOut, "timeout", .null),
        (.unexpectedAnswer(.otherPage(excerpt: "maintenance")), "portalUnavailable", .null),
        (.noData, "noDataFound", .null),
        (.notUnderstood(.page(.tableWithoutPlate)), "parsingError", .null),
        (.notUnderstood(.described("no vehicle table")), "parsingError", .null),
    ])
    func object_writesStableCodeAndStatus_forEveryReason(
        reason: LookupFailureReason, code: String, statusCode: JSONValue
    ) {
        #expect(
            FailureJSON.object(for: LookupFailure(.ant, reason))
                == .object([
                    "code": .string(code), "statusCode": statusCode, "source": .string("ant"),
                ]))
    }

    @Test(arguments: VehicleSource.allCases)
    func object_namesTheSourceThatFailed(source: VehicleSource) {
        guard case .object(let members) = FailureJSON.object(for: LookupFailure(source, .timedOut))
        else {
            Issue.record("not an object")
            return
        }

        #expect(members["source"] == .string(source.rawValue))
    }

    @Test func object_isNull_withoutFailure() {
        #expect(FailureJSON.object(orNull: nil) == .null)
    }
}
