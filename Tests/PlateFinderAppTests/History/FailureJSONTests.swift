import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct FailureJSONTests {
    @Test(arguments: [
        (CarInfoError.networkError, "networkError", JSONValue.null),
        (.serverError(statusCode: 503), "serverError", .int(503)),
        (.timeout, "timeout", .null),
        (.portalUnavailable("maintenance page"), "portalUnavailable", .null),
        (.noDataFound, "noDataFound", .null),
        (.parsingError("no vehicle table"), "parsingError", .null),
        (.invalidPlateFormat, "invalidPlateFormat", .null),
    ])
    func object_writesStableCodeAndStatus_forEveryError(
        error: CarInfoError, code: String, statusCode: JSONValue
    ) {
        #expect(
            FailureJSON.object(for: error)
                == .object(["code": .string(code), "statusCode": statusCode]))
    }

    @Test func object_isNull_withoutError() {
        #expect(FailureJSON.object(orNull: nil) == .null)
    }
}
