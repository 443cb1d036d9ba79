import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// With `--json`, a failure is also `{"error": {"code", "statusCode", "message"}}` on
/// standard output; the sentence stays on standard error.
@Suite struct JSONFailureTests {
    @Test(
        arguments: [
            (["find", "PBX12", "--json"], "invalidPlate", 2),
            (["find", "PBX1234", "--jsn", "--json"], "usage", 2),
            (["fnd", "-j"], "usage", 2),
            (["tasks", "done", "ffff", "--json"], "usage", 2),
            (["history", "show", "PBX1234", "--json"], "networkError", 4),
            (["find", "PBX1234", "--json", "--sources", "ant"], "networkError", 4),
        ] as [([String], String, Int32)])
    func failure_withJSON_printsItsCodeAndSentence_onStandardOutput(
        arguments: [String], code: String, exitCode: Int32
    ) async throws {
        let cli = try makeSUT().offline()

        let result = try await cli.run(arguments)

        let error = try #require(try JSONOutput.object(result)["error"] as? [String: Any])
        #expect(error["code"] as? String == code)
        #expect(error["statusCode"] is NSNull)
        #expect(result.error == "platefinder: \(try #require(error["message"] as? String))\n")
        #expect(result.exitCode == exitCode)
    }

    @Test func serverError_withJSON_carriesTheHTTPStatus() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))

        let result = try await portal.cli.run("find", "PBX1234", "--json", "--sources", "ant")

        let error = try #require(try JSONOutput.object(result)["error"] as? [String: Any])
        #expect(error["code"] as? String == "serverError")
        #expect(error["statusCode"] as? Int == 503)
        #expect(result.exitCode == 4)
    }

    @Test func noData_withJSON_isNamedNoDataFound() async throws {
        let portal = try makeSUT()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))

        let result = try await portal.cli.run("find", "PBX1234", "--json", "--sources", "ant")

        let error = try #require(try JSONOutput.object(result)["error"] as? [String: Any])
        #expect(error["code"] as? String == "noDataFound")
        #expect(result.exitCode == 3)
    }

    @Test func failure_withoutJSON_leavesStandardOutputEmpty() async throws {
        let result = try await makeSUT().offline().run("find", "PBX1234", "--sources", "ant")

        #expect(result.output.isEmpty)
        #expect(result.exitCode == 4)
    }

    @Test func incompletePlate_ofValidate_isAnAnswer_notAFailure() async throws {
        let result = try await makeSUT().cli.run("validate", "PBX12", "--json")

        let object = try JSONOutput.object(result)
        #expect(object["error"] == nil)
        #expect(object["plate"] as? String == "PBX12")
        #expect(result.exitCode == 1)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }
}
